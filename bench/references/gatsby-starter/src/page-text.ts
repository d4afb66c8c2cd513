/**
 * The text of both references (the bare Gatsby page and the static floor), about as many visible
 * words as our pt-BR home page (~650 after a build: header, banner, hero, three sections, footer),
 * in the same language and in the same kinds of blocks. Invented content: the references must not
 * change when our copy does.
 */
export interface TextLink {
  href: string
  label: string
}

export interface TextSection {
  id: string
  title: string
  paragraphs: string[]
  list?: string[]
  closing?: string[]
  link?: TextLink
}

export interface PageText {
  language: string
  title: string
  description: string
  skipLink: TextLink
  siteName: string
  navLabel: string
  nav: TextLink[]
  banner: { text: string; link: TextLink }
  hero: { title: string; paragraphs: string[]; actions: TextLink[] }
  sections: TextSection[]
  footer: {
    about: string
    contactTitle: string
    contact: string[]
    legalTitle: string
    legal: string[]
    credit: string
  }
}

export const pageText: PageText = {
  language: 'pt-BR',
  title: 'Horta Viva — horta coletiva com colheitas divididas de forma transparente',
  description:
    'A Horta Viva cultiva uma única horta coletiva no bairro e divide as colheitas entre os associados, com registros abertos a qualquer pessoa.',
  skipLink: { href: '#conteudo', label: 'Pular para o conteúdo' },
  siteName: 'Horta Viva',
  navLabel: 'Navegação principal',
  nav: [
    { href: '#plano', label: 'Plano' },
    { href: '#colheitas', label: 'Colheitas' },
    { href: '#registros', label: 'Transparência' },
    { href: '#rodape', label: 'Perguntas' },
    { href: '#associar', label: 'Associar-se' },
    { href: '#entrar', label: 'Entrar' },
  ],
  banner: {
    text: 'Novidade: o calendário de plantio do outono já está disponível, com os canteiros e as datas dos mutirões.',
    link: { href: '#plano', label: 'Ver o calendário de plantio' },
  },
  hero: {
    title: 'Uma horta coletiva no bairro, com colheitas divididas de forma verificável',
    paragraphs: [
      'A Horta Viva cultiva um único terreno no bairro, segundo um só plano de plantio. Você continua com a sua própria cesta, participa dos mutirões quando puder e acompanha a sua parte de cada colheita.',
    ],
    actions: [
      { href: '#associar', label: 'Associar-se' },
      { href: '#entrar', label: 'Entrar' },
    ],
  },
  sections: [
    {
      id: 'plano',
      title: 'Um só plano de cultivo, decidido em conjunto',
      paragraphs: [
        'Todo o terreno da horta é cultivado segundo um único plano, escrito e revisto a cada estação pela comissão de cultivo. Não há lotes separados nem canteiros particulares: cada muda é plantada na área comum, de modo que a parte de cada associado acompanha as mesmas decisões, na proporção da sua cota.',
        'O plano define limites claros de água, de adubo e de trabalho por canteiro e por semana. As decisões de plantio são tomadas pela comissão, que responde por elas e pelo respeito a esses limites.',
        'Um bom plano reduz as perdas, mas não as elimina. Pragas e estiagens acontecem, e o resultado de cada estação pode ser conferido no registro publicado da horta, apresentado mais abaixo nesta página.',
      ],
    },
    {
      id: 'colheitas',
      title: 'Como as colheitas são divididas',
      paragraphs: [
        'As colheitas são pesadas para a horta como um todo e para a cota de cada associado. Os valores são apresentados já descontada a parte reservada às sementes: o que você vê na sua cota é o que ela rendeu depois desses custos. Veja como a reserva é calculada nas perguntas frequentes.',
        'A sua cota, com o histórico de cestas e de horas de mutirão, aparece na sua própria ficha junto à secretaria da associação. Os números da horta inteira são exibidos nesta seção a partir do caderno de campo, que os publica diretamente: não somos nós que digitamos esses pesos depois.',
        'Colheitas passadas não garantem colheitas futuras. Uma horta depende do tempo: você pode receber menos do que esperava em uma estação ruim.',
      ],
      link: { href: '#registros', label: 'Ver o caderno de campo da horta' },
    },
    {
      id: 'registros',
      title: 'Registros que qualquer pessoa pode consultar',
      paragraphs: [
        'O caderno de campo é publicado em um quadro aberto, mantido por voluntários de outra associação. Os dados exibidos lá vêm da própria balança da horta; não são anotados à mão por nós. Qualquer pessoa pode consultá-los, mesmo sem se associar.',
        'No quadro aberto, você pode conferir:',
      ],
      list: [
        'o histórico de colheitas, canteiro por canteiro;',
        'as perdas, ou seja, as maiores quebras pelas quais a horta já passou;',
        'os canteiros em cultivo no momento.',
      ],
      closing: [
        'O link para o quadro aberto fica nesta seção. O registro mostra o que aconteceu na horta; não é uma previsão de colheitas futuras nem elimina o risco de uma estação fraca.',
      ],
      link: { href: '#registros', label: 'Ver o quadro aberto da horta' },
    },
  ],
  footer: {
    about:
      'A Horta Viva é uma associação de moradores que cultiva uma horta coletiva para os seus associados: um só terreno, cuidado segundo um único plano, com a cota e as colheitas de cada associado informadas individualmente.',
    contactTitle: 'Contato',
    contact: [
      '+55 11 3000-0000',
      'contato@hortaviva.example',
      'Rua das Palmeiras, 120, Fundos',
      'São Paulo – SP, 01000-000',
    ],
    legalTitle: 'Informações legais',
    legal: [
      'A Horta Viva é uma associação sem fins lucrativos registrada no cartório do bairro. Registro nº 0000-0000. Estatuto aprovado em assembleia. As informações deste site não constituem oferta de venda nem compromisso de entrega e não substituem o estatuto da associação.',
      'A associação foi fundada por moradores do bairro nos termos da lei das associações civis, e presta contas em assembleia aberta a cada semestre.',
      'Colheitas passadas não garantem colheitas futuras. Uma horta depende do tempo: você pode receber menos do que esperava em uma estação ruim.',
      'Esta página mostra os dados do caderno de campo da associação, atualizados pela secretaria ao fim de cada colheita e conferidos em assembleia por associados escolhidos por sorteio.',
    ],
    credit: 'Site mantido por voluntários da Horta Viva, com ferramentas livres',
  },
}
