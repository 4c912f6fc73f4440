import { inTheme } from './term';

export const MARKET_AND_COMPETITION = inTheme('Market & Competition', [
  // Market structure and industry analysis
  {
    answer: 'FIVEFORCES',
    parts: ['five', 'forces'],
    clue: "Porter's map of what drives an industry's average profit",
    businessConcept: 'Five Forces Framework',
    insight:
      'It explains why average profitability differs so much between industries such as airlines and soft drinks; critics add complementors and note that it gives a snapshot rather than dynamics.',
    hints: ['Industry analysis (Harvard Business Review, 1979)', "Who squeezes an industry's profits: rivals, newcomers, buyers, suppliers and replacements"],
  },
  {
    answer: 'OLIGOPOLY',
    clue: 'Market ruled by a few interdependent sellers',
    businessConcept: 'Oligopoly',
    insight:
      'Its prices depend on conduct, not just the number of firms: repeated dealings can let a few rivals sustain high prices with no agreement at all, which the law struggles to reach.',
    hints: ['Industrial organisation and game theory', 'An industry run by a handful of big players, like the big airlines or phone carriers'],
  },
  {
    answer: 'MONOPOLY',
    clue: 'Sole seller, setting output where marginal revenue meets marginal cost',
    businessConcept: 'Monopoly',
    insight:
      "Harberger's 1954 estimate of its welfare cost in US manufacturing was tiny, about 0.1 percent of national income; Tullock and Posner replied that the resources spent winning such power must be added.",
    hints: ['Market structure and welfare', 'The only seller in town, like a single water company'],
  },
  {
    answer: 'MONOPSONY',
    clue: 'Market with one dominant buyer, able to push input prices down',
    businessConcept: 'Monopsony',
    insight:
      "Joan Robinson introduced it in 1933, crediting a classicist colleague with the word; it is one explanation for Card and Krueger's (1994) finding that a higher minimum wage need not cut jobs where few employers dominate local hiring.",
    hints: ['Labour economics and buyer power', 'A single big employer in a small town'],
  },
  {
    answer: 'BARRIER',
    clue: 'Obstacle, like scale economies, that keeps newcomers out',
    businessConcept: 'Barrier to Entry',
    insight:
      "Bain (1956) listed scale economies, product differentiation and absolute cost advantages; Stigler's narrower definition counts only costs a newcomer bears that established firms did not.",
    hints: ['Industry structure and the protection of established firms', 'The billions needed for a chip plant keep most would-be rivals away'],
  },
  {
    answer: 'MOBILITY',
    clue: "Caves and Porter's kind of wall between strategic groups",
    businessConcept: 'Mobility Barriers',
    insight:
      'Hunt (1972) coined strategic groups in a study of home appliances; these obstacles explain why groups in the same industry can earn persistently different returns.',
    hints: ['Industry structure and differences within an industry', 'Why a regional brewer cannot simply turn itself into a national one'],
  },
  {
    answer: 'SUBSTITUTE',
    clue: 'Rival offer from another industry that meets the same need',
    businessConcept: 'Threat of Substitutes',
    insight:
      "Its pressure depends on relative price-performance and the buyer's cost of changing; industries often miss it because it comes from outside the usual list of rivals.",
    hints: ['Industry analysis (Michael Porter)', 'A replacement that does the same job, like tea for coffee'],
  },
  {
    answer: 'HERFINDAHL',
    clue: 'Name listed first on the measure that sums squared market shares',
    businessConcept: 'Herfindahl–Hirschman Index',
    insight:
      'With shares in percent it runs from near zero to 10,000 for a single seller; the 2023 US merger guidelines call markets above 1,800 highly concentrated.',
    hints: ['Market concentration and merger review', 'Shares of 50, 30 and 20 percent give a reading of 3,800'],
  },
  {
    answer: 'SHAKEOUT',
    parts: ['shake', 'out'],
    clue: "Sharp fall in producer numbers after an industry's entry boom",
    businessConcept: 'Shakeout',
    insight:
      'US carmakers fell from hundreds to a handful; Klepper tied it to scale in R&D, which lets early, large firms spread the cost of process improvements over more output.',
    hints: ['Industry life cycles', 'A wave of exits after a crowded early rush'],
  },
  {
    answer: 'DIAMOND',
    clue: "Porter's four-cornered model of why nations host leading industries",
    businessConcept: 'Diamond Model',
    insight:
      'Porter stressed demanding home buyers and fierce domestic rivalry over cheap inputs, citing cases such as Italian ceramic tiles; government and chance act only from outside the four corners.',
    hints: ['National advantage: home demand, rivalry, inputs and suppliers', 'Why some countries lead the world in one trade, like Italy in shoes'],
  },
  {
    answer: 'INCUMBENT',
    clue: 'Established firm, which architectural change can blindside',
    businessConcept: 'Incumbent Firm',
    insight:
      'Its assets include customers, brand and distribution, but also routines and investments tied to an existing business model, which make responding to new kinds of threat slow.',
    hints: ['Entry and the dynamics of rivalry', 'The market leader a newcomer must unseat'],
  },

  // Oligopoly and game theory
  {
    answer: 'COURNOT',
    clue: 'French economist whose duopolists each choose an output',
    businessConcept: 'Cournot Competition',
    insight:
      'Prices end above marginal cost but fall as more sellers join; Kreps and Scheinkman (1983) showed the same outcome arises when firms choose capacity before they set prices.',
    hints: ['Duopoly theory and quantity setting', 'The Frenchman whose two spring-water sellers each pick how much to bottle'],
  },
  {
    answer: 'BERTRAND',
    clue: 'French mathematician whose duopolists set prices, driving them to cost',
    businessConcept: 'Bertrand Competition',
    insight:
      'The paradox dissolves once firms face capacity limits, as Edgeworth showed, or sell differentiated goods, so in practice two firms are rarely enough to wipe out profits.',
    hints: ['Duopoly theory and price setting', 'Joseph ___, also known for a paradox about random chords in probability'],
  },
  {
    answer: 'NASH',
    clue: 'Mathematician whose outcome leaves no player gaining by deviating alone',
    businessConcept: 'Nash Equilibrium',
    insight:
      "It need not be efficient: in the prisoner's dilemma both players defect even though mutual cooperation would leave each better off. He shared the 1994 Nobel Prize in economics.",
    hints: ['Non-cooperative game theory', 'Princeton mathematician whose short 1950 thesis later won a Nobel'],
  },
  {
    answer: 'TITFORTAT',
    parts: ['tit', 'tat'],
    clue: 'Axelrod tournament winner: cooperate first, then copy the last move',
    businessConcept: 'Tit for Tat',
    insight:
      'Axelrod credited it with being nice, retaliatory, forgiving and clear; in noisy settings one mistake can trap two such players in endless retaliation, which is why more generous variants do better.',
    hints: ["Repeated prisoner's dilemma", 'Like the First World War trench truces: hold fire while the enemy does, shell back when shelled'],
  },
  {
    answer: 'SCHELLING',
    clue: 'Economist whose focal outcomes let strangers coordinate without talking',
    businessConcept: 'Schelling Point',
    insight:
      'In The Strategy of Conflict he also showed that giving up options, such as burning bridges, can strengthen a bargaining hand; he shared the 2005 Nobel Prize.',
    hints: ['Game theory of conflict and coordination', 'The economist who asked where you would meet a stranger in New York without arranging it'],
  },
  {
    answer: 'COMMITMENT',
    clue: "Costly, hard-to-reverse move that changes rivals' behaviour",
    businessConcept: 'Commitment',
    insight:
      'Ghemawat (1991) argued that such choices are the essence of strategy, because flexible moves can be matched or undone; a credible pledge must be costly to abandon.',
    hints: ['Entry deterrence and game theory (Dixit; Ghemawat)', 'Burning your boats so everyone knows you will not retreat'],
  },
  {
    answer: 'KINKED',
    clue: "Like Sweezy's few-seller schedule: rivals match cuts but not rises",
    businessConcept: 'Kinked Demand Curve',
    insight:
      'It explains rigid prices but not how they were set in the first place, and Stigler (1947) found little evidence that firms behave as it assumes.',
    hints: ['Few-seller pricing theory (Hall and Hitch)', 'Why prices in a few-firm industry stay stuck'],
  },
  {
    answer: 'COOPETITION',
    parts: ['cooperation', 'competition'],
    clue: "Brandenburger and Nalebuff's blend of rivalry and partnership",
    businessConcept: 'Co-opetition',
    insight:
      'Their value net adds complementors to customers, suppliers and rivals: players whose products make yours more valuable, as software does for hardware.',
    hints: ['Game theory applied to strategy', 'Rivals teaming up, like carmakers jointly developing engines'],
  },

  // Welfare, antitrust and regulation
  {
    answer: 'DEADWEIGHT',
    parts: ['dead', 'weight'],
    clue: 'Harberger triangle: mutually beneficial trades that never happen',
    businessConcept: 'Deadweight Loss',
    insight:
      'Taxes create it too: the welfare cost rises roughly with the square of the rate, so a few broad, low levies waste less than one narrow, high one.',
    hints: ['Welfare economics', 'Value that simply vanishes, helping neither buyer nor seller'],
  },
  {
    answer: 'LERNER',
    clue: 'Economist whose market-power gauge is (P minus MC) over P',
    businessConcept: 'Lerner Index',
    insight:
      "At a profit-maximising price it equals one over the absolute sensitivity of demand to price, so firms facing buyers who barely react to price sustain higher markups.",
    hints: ['Industrial organisation: measuring market power', 'Abba ___, who measured how far price sits above cost'],
  },
  {
    answer: 'ANTITRUST',
    parts: ['anti', 'trust'],
    clue: 'US law against price-fixing and mergers that lessen rivalry',
    businessConcept: 'Antitrust Law',
    insight:
      'Its landmark remedy broke Standard Oil into 34 companies in 1911; EU law pursues similar aims under the heading of abuse of dominance.',
    hints: ['The field of the Sherman and Clayton Acts', 'Laws that stop big firms from ganging up or crushing rivals'],
  },
  {
    answer: 'CARTEL',
    clue: "Rivals' pact to fix prices or limit output, like OPEC",
    businessConcept: 'Cartel',
    insight:
      'Each member gains by secretly cheating, so such pacts are unstable; the US leniency policy of 1993 exploits this by sparing the first member to confess.',
    hints: ['Collusion and its enforcement', 'Rival sellers secretly agreeing not to undercut each other'],
  },
  {
    answer: 'PREDATORY',
    clue: 'Like below-cost selling meant to drive out a rival and recoup later',
    businessConcept: 'Predatory Pricing',
    insight:
      "McGee's (1958) study of Standard Oil found little evidence it used the tactic, and US courts require proof that losses could be recouped, so successful cases are rare.",
    hints: ['Exclusionary conduct and abuse of dominance', "A big airline slashing fares on a newcomer's route until it quits, then raising them again"],
  },
  {
    answer: 'SSNIP',
    clue: 'Merger yardstick: could a sole supplier profitably charge 5-10% more?',
    businessConcept: 'SSNIP Test',
    acronymFor: 'Small but Significant and Non-transitory Increase in Price',
    insight:
      'If enough buyers would turn elsewhere to defeat the rise, the candidate set is too narrow and is widened; the loop repeats until a sole supplier could profit.',
    hints: ['Market definition in merger control', 'Asking: if one firm owned all of these, could it get away with charging more?'],
  },
  {
    answer: 'CELLOPHANE',
    clue: 'Wrapping film in the 1956 case that defined a market at a raised price',
    businessConcept: 'Cellophane Fallacy',
    insight:
      'At an already inflated price even poor alternatives look close, so the test used in merger review can wrongly find wide markets in cases about existing dominance.',
    hints: ['Market definition in abuse-of-dominance cases (United States v. du Pont)', 'Treating an overpriced product as if it had many rivals'],
  },
  {
    answer: 'CONTESTABLE',
    clue: "Baumol's word for industries where hit-and-run entry disciplines prices",
    businessConcept: 'Contestable Market',
    insight:
      'Airline routes were its favourite example, since planes can move between them, but gates, slots and hubs proved sunk advantages that kept challengers out more than the theory suggested.',
    hints: ['Industrial organisation (Panzar and Willig)', 'Even a lone firm must price fairly if rivals can enter and leave freely'],
  },
  {
    answer: 'CAPTURE',
    clue: "Stigler's claim that an industry comes to run its own overseer",
    businessConcept: 'Regulatory Capture',
    insight:
      'It explains rules that restrict entry or fix prices to protect established firms; the revolving door between agencies and the firms they oversee is one channel, dependence on industry data another.',
    hints: ['Chicago-school political economy', 'When the watchdog ends up working for the people it should be watching'],
  },
  {
    answer: 'DUMPING',
    clue: 'Exporting below the home-market price, inviting extra duties',
    businessConcept: 'Dumping',
    insight:
      'Under WTO rules, duties require proof of material injury to domestic producers, not just low prices; economists note that much of it resembles ordinary price discrimination between markets.',
    hints: ['International trade policy (GATT Article VI)', 'Selling surplus goods abroad for less than they fetch at home'],
  },

  // Information economics
  {
    answer: 'LEMONS',
    clue: "Akerlof's hidden-defect used cars that drive good ones out of trade",
    businessConcept: 'The Market for Lemons',
    insight:
      'The paper was rejected by three leading journals before the QJE took it; it later earned Akerlof a share of the 2001 Nobel Prize, and it explains why warranties, dealers and brands exist.',
    hints: ['Asymmetric information and adverse selection', 'Why a nearly new used car sells at a steep discount'],
  },
  {
    answer: 'SIGNALING',
    clue: "Spence's costly action, like a degree, that credibly reveals quality",
    businessConcept: 'Market Signaling',
    insight:
      'It works only if the action costs high-quality types less than low-quality ones, so imitators cannot profitably copy it; long product warranties work the same way.',
    hints: ['Information economics (Nobel 2001)', 'Showing you are good by doing something only the good can afford (US spelling)'],
  },
  {
    answer: 'SCREENING',
    clue: 'Offering a menu so the informed side reveals its type',
    businessConcept: 'Screening',
    insight:
      'Insurers offering a choice of deductibles are the textbook case: low-risk customers pick high deductibles for lower premiums, sorting themselves without being asked.',
    hints: ['Information economics (Rothschild and Stiglitz)', 'Sorting people by the options they pick'],
  },

  // Pricing
  {
    answer: 'ELASTICITY',
    clue: "Marshall's % change in quantity bought per 1% change in what buyers pay",
    businessConcept: 'Price Elasticity of Demand',
    insight:
      'Where its absolute value is below one, charging more raises revenue, which is why a profit-maximising sole seller never operates on that part of the curve.',
    hints: ['Microeconomics of consumer response', 'How much people cut back when something gets dearer'],
  },
  {
    answer: 'SKIMMING',
    clue: 'Launching high to tap eager buyers, then cutting step by step',
    businessConcept: 'Price Skimming',
    insight:
      'It suits products with eager early buyers and protection from imitation; it can anger those buyers when cuts come fast, as Apple found when it cut the iPhone by $200 two months after its 2007 launch.',
    hints: ['New-product launch tactics', 'Charging early fans the most, then cutting for everyone else, as with new games consoles'],
  },
  {
    answer: 'PENETRATION',
    clue: 'Launching low to win share fast, betting on scale and repeat buying',
    businessConcept: 'Penetration Pricing',
    insight:
      "It suits products with strong word-of-mouth or learning benefits and cost-conscious buyers; the risk is fixing a low reference point in customers' minds that is hard to raise later.",
    hints: ['New-product launch tactics', 'Coming in cheap to get into as many homes as possible'],
  },
  {
    answer: 'BUNDLING',
    clue: 'Selling several products as one package, as in block booking',
    businessConcept: 'Bundling',
    insight:
      "It pays most when buyers' valuations of the items are negatively correlated, which evens out willingness to pay; Adams and Yellen (1976) showed that offering both the package and the parts can beat either alone.",
    hints: ['Pricing strategy and price discrimination', 'A meal deal: burger, fries and drink for one price'],
  },
  {
    answer: 'VERSIONING',
    clue: 'Selling an information good in several qualities so buyers self-sort',
    businessConcept: 'Versioning',
    insight:
      "It can mean degrading a product on purpose: Deneckere and McAfee's 'damaged goods' include IBM's LaserPrinter E, the standard model slowed by an added chip and sold for less.",
    hints: ['Information Rules (Shapiro and Varian, 1998)', 'Basic, standard and pro editions of the same software'],
  },
  {
    answer: 'FREEMIUM',
    parts: ['free', 'premium'],
    clue: 'Basic tier given away, advanced features charged for',
    businessConcept: 'Freemium',
    insight:
      'Its economics rest on a low cost of serving non-paying users and a conversion rate, often just a few percent, high enough to fund everyone else.',
    hints: ['Digital business models', 'Pay nothing for the basics and only for the extras, as with Spotify or Dropbox'],
  },
  {
    answer: 'LOSSLEADER',
    parts: ['loss', 'leader'],
    clue: 'Item sold below cost to draw shoppers who buy other goods',
    businessConcept: 'Loss Leader',
    insight:
      'It works when shoppers buy in baskets rather than cherry-picking the bargains; several US states restrict it through laws against sales below cost.',
    hints: ['Retail pricing', 'The cheap bread or milk that pulls people into the supermarket'],
  },
  {
    answer: 'DECOY',
    clue: 'Inferior third option that makes one of two others look better',
    businessConcept: 'Decoy Effect',
    insight:
      "Ariely's example is The Economist's offer: print-only at the same price as print plus web made the combined offer look a bargain, and removing it shifted most choices to web-only.",
    hints: ['Behavioural pricing and choice architecture', 'The medium popcorn priced almost like the large, so you go large'],
  },
  {
    answer: 'VEBLEN',
    clue: 'Economist whose Theory of the Leisure Class mocked status spending',
    businessConcept: 'Veblen Effect',
    insight:
      'For such goods demand can rise with price over some range; Leibenstein (1950) formalised the idea alongside the bandwagon and snob effects.',
    hints: ['Conspicuous consumption and status goods', 'The economist who explains why a luxury handbag can sell better at a higher price'],
  },

  // Platforms and networks
  {
    answer: 'NETWORK',
    clue: 'Kind of externality where each user gains as more users join',
    businessConcept: 'Network Effects',
    insight:
      'Direct versions link users to users, as in messaging; indirect ones run through a complementary group, as when more buyers attract more app developers; both push markets towards winner-take-most outcomes.',
    hints: ['Economics of compatibility and standards', 'A telephone is useless if nobody else has one'],
  },
  {
    answer: 'TWOSIDED',
    parts: ['two', 'sided'],
    clue: "Like Rochet and Tirole's platforms that need both buyers and sellers",
    businessConcept: 'Two-Sided Market',
    insight:
      'The price structure matters, not just its level: platforms often charge one group little or nothing to attract the other, as card schemes reward cardholders and charge merchants.',
    hints: ['Platform economics', 'Like a games console that needs both players and game studios'],
  },
  {
    answer: 'MULTIHOMING',
    parts: ['multi', 'homing'],
    clue: 'Using rival platforms at once, as drivers on two ride-hailing apps do',
    businessConcept: 'Multi-Homing',
    insight:
      'It weakens winner-take-all dynamics: if users can cheaply join more than one platform, none can lock in a side, so exclusivity deals become the weapon.',
    hints: ['Platform rivalry (Rochet and Tirole)', 'Listing the same flat on Airbnb and Booking.com'],
  },
  {
    answer: 'TIPPING',
    clue: 'A small lead snowballing until one standard takes the whole industry',
    businessConcept: 'Market Tipping',
    insight:
      'VHS over Betamax is the classic case; because the leader takes most of the prize, firms fight hard early and subsidise first buyers before the race is decided.',
    hints: ['Standards wars and the economics of compatibility', 'Once most of your friends use one messaging app, everyone else joins it too'],
  },
  {
    answer: 'SWITCHING',
    clue: 'Changing supplier, an act whose one-off burdens lock buyers in (Klemperer)',
    businessConcept: 'Switching Costs',
    insight:
      'Sellers of goods with locked-in buyers face a bargain-then-ripoff pattern: deep discounts to win customers, then higher prices once they are captive; data formats and integrations raise them in software.',
    hints: ['Customer lock-in and aftermarkets', 'The hassle of moving your bank account or phone number'],
  },

  // Marketing strategy and diffusion
  {
    answer: 'SEGMENTATION',
    clue: "Wendell Smith's division of buyers into groups whose needs differ",
    businessConcept: 'Market Segmentation',
    insight:
      'Useful groups are measurable, substantial, reachable and actionable; splitting by demographics alone often misses needs that cut across age and income.',
    hints: ["Consumer analysis (Kotler's STP)", 'Treating students, families and retirees as different customers'],
  },
  {
    answer: 'POSITIONING',
    clue: "Ries and Trout's fight to own a distinct place in the prospect's mind",
    businessConcept: 'Positioning',
    insight:
      "Minds are crowded, they argued, so a brand wins by leading a category it can own or by defining itself against the leader, as Avis did with 'We try harder'.",
    hints: ['Marketing strategy', "Where your brand sits in customers' heads compared with others"],
  },
  {
    answer: 'MCCARTHY',
    clue: "Jerome ___, who sorted a seller's levers into the four Ps",
    businessConcept: 'Marketing Mix',
    insight:
      'Neil Borden had popularised the idea of blending such levers; Booms and Bitner (1981) later added people, process and physical evidence for services.',
    hints: ['Classic textbook frameworks for sellers (1960)', 'Michigan State professor behind product, price, place and promotion'],
  },
  {
    answer: 'NPS',
    clue: "Reichheld's share of 9-10 raters minus share of 0-6 raters",
    businessConcept: 'Net Promoter Score',
    acronymFor: 'Net Promoter Score',
    insight:
      'Its claim to predict sales expansion drew pushback: Keiningham and colleagues (2007) found it no better than other satisfaction measures, yet it remains a boardroom staple.',
    hints: ['Customer-loyalty measurement (Bain & Company)', 'How many fans you have minus how many critics'],
  },
  {
    answer: 'BASS',
    clue: 'Frank ___, whose sales model splits buyers into innovators and imitators',
    businessConcept: 'Bass Diffusion Model',
    insight:
      'A meta-analysis by Sultan, Farley and Lehmann (1990) put average values near 0.03 for p and 0.38 for q, so imitation rather than outside influence usually drives the sales peak.',
    hints: ['Marketing science and new-product forecasting', 'Purdue marketing scientist whose 1969 curve fitted the sales of fridges and dryers'],
  },
  {
    answer: 'CHASM',
    clue: "Moore's gap between enthusiasts and the pragmatic mainstream",
    businessConcept: 'Crossing the Chasm',
    insight:
      "Moore's remedy is to win one narrow beachhead group of customers completely, as at D-Day, so that references there persuade the neighbouring groups.",
    hints: ['High-tech marketing', 'The drop where new gadgets stall once the early fans have all bought'],
  },
  {
    answer: 'LONGTAIL',
    parts: ['long', 'tail'],
    clue: "Anderson's many obscure items that together rival the hits",
    businessConcept: 'Long Tail',
    insight:
      'Brynjolfsson, Hu and Smith (2003) valued online access to obscure books for consumers, yet Elberse (2008) found digital sales still concentrated in hits, with the obscure end thin and poorly rated.',
    hints: ['Digital distribution economics (Wired, 2004)', 'The thin, endless end of a sales chart, beyond the bestsellers'],
  },
  {
    answer: 'HOTELLING',
    clue: 'Economist whose 1929 sellers on a single street crowd together at its middle',
    businessConcept: "Hotelling's Law",
    insight:
      "The same logic explains why two-party candidates converge on the median voter; d'Aspremont and colleagues (1979) showed that once prices are chosen too, firms may move apart instead.",
    hints: ['Spatial rivalry and the principle of minimum differentiation', 'Economist Harold, who explained why rival shops set up side by side'],
  },
]);
