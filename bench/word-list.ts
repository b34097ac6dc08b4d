/**
 * The fixed vocabulary of the synthetic corpus and of the search queries. Lowercase letters only
 * (safe in MDX, file names and anchors); no "import"/"export", which MDX reads as ESM at a line start.
 */
const VOCABULARY = `
  state machine actor event transition context guard action effect service invoke spawn child parent
  final initial parallel history delay timer promise callback observable stream signal store model
  schema type value result error retry timeout cancel start stop resume pause update render component
  hook provider router route page layout theme style button input form field submit validate request
  response fetch cache query mutation token session user account profile setting option config plugin
  module bundle chunk build deploy release version branch commit merge review test case suite runner
  mock stub spy assert expect snapshot coverage report metric trace log debug inspect visual editor
  canvas node edge graph path walk shortest simple reachable diagram chart table column row cell
  record list map set queue stack tree array object string number boolean function class method
  property key entry item element attribute label title heading section paragraph
  document guide tutorial example recipe pattern practice principle concept overview summary detail
  reference manual handbook chapter lesson topic question answer problem solution feature bug issue
  team project workspace organization member role permission access policy rule check limit quota
  plan billing invoice payment order cart product catalog search filter sort group batch job task
  worker thread process server client browser network socket channel message broker
  simple quick clear careful steady early late small large quiet bright rapid gentle strong light
  always often usually rarely never maybe perhaps again still already soon later together apart
  create define describe handle manage connect share load save send receive listen emit
  choose decide follow lead move change keep hold open close begin finish improve explain allow
  the a an of to in on for with by from at as into over under between through after before during
  and or but so because while when where which that this these those each every some any many
`;

export const WORDS: readonly string[] = [...new Set(VOCABULARY.split(/\s+/).filter(Boolean))];

/** Words fit for names, titles and queries (not the short glue words). */
export const CONTENT_WORDS: readonly string[] = WORDS.filter((w) => w.length >= 4);
