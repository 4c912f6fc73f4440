import { inTheme } from './term';

/**
 * The weekend theme: organisational behaviour, leadership, motivation, decisions and teams, culture across nations,
 * organisation design and theory, power and negotiation, boards, organisational reform, careers and talent.
 */
export const LEADERSHIP_AND_CULTURE = inTheme('Leadership & Culture', [
  // Leadership theory
  {
    answer: 'SERVANT',
    clue: "Greenleaf's (1970) kind of leader who puts others' growth and needs ahead of personal power",
    businessConcept: 'Servant Leadership',
    insight:
      "Greenleaf's test is whether the people led become healthier, wiser, freer and more autonomous, and more likely to put others first themselves.",
    hints: ['Leadership theory (Robert Greenleaf)', 'A boss who works for the team rather than the other way round'],
  },
  {
    answer: 'CHARISMA',
    clue: "Weber's third ground of legitimate rule, beside tradition and legal rationality: devotion to a leader's exceptional gifts",
    businessConcept: 'Charismatic Authority',
    insight:
      "Weber thought rule resting on it unstable: when the leader goes, it must be routinised into traditional or legal-rational forms or it fades.",
    hints: ['Sociology of domination (Max Weber)', 'Personal magnetism that makes people want to follow'],
  },
  {
    answer: 'AUTHENTIC',
    clue: "Walumbwa and colleagues' (2008) style: self-awareness, relational transparency, balanced processing, an internalised moral code",
    businessConcept: 'Authentic Leadership',
    insight:
      "Bill George popularised it in 2003; Herminia Ibarra (2015) warns that clinging to a fixed 'true self' can stop people stretching into a bigger role.",
    hints: ['Positive leadership theories (Bill George, Bruce Avolio)', 'Being genuinely yourself as a leader, not playing a part'],
  },
  {
    answer: 'PATHGOAL',
    clue: "House's (1971) theory: leaders raise effort by clarifying the route to rewards and clearing obstacles along it",
    businessConcept: 'Path-Goal Theory',
    insight:
      "House built on Vroom's theory of motivation and later named four styles, directive, supportive, participative and achievement-oriented, each suiting different tasks and people.",
    hints: ['Situational theories of leadership (Robert House)', 'The boss shows the way to the prize and clears the road'],
  },
  {
    answer: 'LMX',
    clue: "Dansereau, Graen and Haga's (1975) dyadic theory: bosses form close, trusted ties with some reports and formal ones with others",
    businessConcept: 'Leader-Member Exchange Theory',
    acronymFor: 'Leader-Member Exchange',
    insight:
      'High-quality relationships predict performance, commitment and lower turnover, but visible differences in how a boss treats people can breed a sense of unfairness.',
    hints: ['Relational leadership theory (George Graen, Mary Uhl-Bien)', 'Every boss has a trusted inner circle and an outer one'],
  },
  {
    answer: 'TRAIT',
    clue: "Early approach to leadership, seeking qualities that set leaders apart; Stogdill's 1948 review found none sufficient alone",
    businessConcept: 'Trait Theory of Leadership',
    insight:
      "Judge and colleagues' 2002 meta-analysis revived it: extraversion was the most consistent personality correlate of who emerges as a leader and is judged effective.",
    hints: ['Leadership research before the behavioural turn (Ralph Stogdill)', 'The idea that leaders are born with special qualities'],
  },
  {
    answer: 'PYGMALION',
    clue: "Rosenthal and Jacobson's (1968) effect: pupils whose teachers were told they would bloom went on to gain more",
    businessConcept: 'Pygmalion Effect',
    insight:
      'Dov Eden reproduced it with Israeli army trainees whose instructors were told they had high potential; its reverse, low hopes dragging results down, is the Golem effect.',
    hints: ['Self-fulfilling prophecy in management', 'Named after a sculptor whose carving came to life: people rise to what you believe of them'],
  },
  {
    answer: 'NARCISSISM',
    clue: "What Chatterjee and Hambrick (2007) gauged in chief executives from photo size in annual reports and use of 'I' in interviews",
    businessConcept: 'Narcissistic Leadership',
    insight:
      'They found such bosses favour bold, highly visible moves, producing more extreme and volatile results, big wins and big losses, rather than better ones on average.',
    hints: ['Personality and strategic leadership (upper echelons research)', 'Self-love, after the youth in myth who fell for his own reflection'],
  },
  {
    answer: 'FIGUREHEAD',
    clue: "First of Mintzberg's (1973) ten managerial roles: ceremonial duties such as greeting visitors and signing documents",
    businessConcept: 'Figurehead',
    insight:
      "Mintzberg's observation of five chief executives found their work brief, varied and fragmented, far from the classical picture of planning, organising and controlling.",
    hints: ["Mintzberg's interpersonal roles of the manager", "A carved bust on a ship's bow: a leader with a ceremonial part"],
  },
  // Motivation and personnel economics
  {
    answer: 'INTRINSIC',
    clue: "Kind of drive rooted in the task itself, which Deci's 1971 puzzle study found money could undermine",
    businessConcept: 'Intrinsic Motivation',
    insight:
      "Deci and Ryan's self-determination theory names autonomy, competence and relatedness as the needs that sustain it; rewards felt as controlling crowd it out, informational ones need not.",
    hints: ['Self-determination theory (Deci and Ryan)', 'Doing something because you enjoy it, not for pay or praise'],
  },
  {
    answer: 'HYGIENE',
    clue: "Herzberg's (1959) term for pay, supervision and conditions: their lack breeds dissatisfaction, yet adding more does not inspire",
    businessConcept: 'Two-Factor Theory',
    insight:
      'Herzberg set them apart from motivators such as achievement, recognition and the work itself; critics note his interviews let people credit themselves for good events and blame the setting for bad.',
    hints: ['Motivation theory (Frederick Herzberg)', 'Like clean water: its absence makes you ill, but more of it does not make you fitter'],
  },
  {
    answer: 'EXPECTANCY',
    clue: "Vroom's (1964) theory: drive equals the belief that effort brings performance, times instrumentality, times valence",
    businessConcept: 'Expectancy Theory',
    insight:
      'Because the terms multiply, a zero anywhere kills the drive: a prize no one values, or a target staff think out of reach, motivates no one however large the rest.',
    hints: ['Process theories of motivation (Victor Vroom)', 'People try hard when they believe effort pays off in something they want'],
  },
  {
    answer: 'ERG',
    clue: "Alderfer's (1969) three-tier recasting of Maslow, in which several needs can act at once",
    businessConcept: 'ERG Theory',
    acronymFor: 'Existence, Relatedness, Growth',
    insight:
      "Unlike Maslow's strict ladder, it holds that frustrating a higher need can send people back to a lower one, such as pay when prospects stall.",
    hints: ['Content theories of motivation (Clayton Alderfer)', "Maslow's pyramid squeezed into three levels of need"],
  },
  {
    answer: 'GOALSETTING',
    clue: "Locke and Latham's (1990) theory: specific, hard targets raise performance more than 'do your best'",
    businessConcept: 'Goal-Setting Theory',
    insight:
      "Ordóñez and colleagues (2009) warn of side effects: narrow targets can crowd out learning and invite cheating, as with Sears's auto-repair quotas in 1992.",
    hints: ['Motivation theory (Edwin Locke and Gary Latham)', "Aiming at a clear, stretching target, like 'sell 20 cars this month'"],
  },
  {
    answer: 'JOBCRAFTING',
    clue: "Wrzesniewski and Dutton's (2001) term for employees reshaping their tasks, relationships and view of their work",
    businessConcept: 'Job Crafting',
    insight:
      'Hospital cleaners who saw themselves as part of patient care took on extra tasks and found more meaning in the same post, their research reported.',
    hints: ['Work design and meaning (Amy Wrzesniewski)', 'Quietly redesigning your own role from within'],
  },
  {
    answer: 'SELFEFFICACY',
    clue: "Bandura's (1977) belief in one's capacity to carry out a particular task, built mainly through mastery experiences",
    businessConcept: 'Self-Efficacy',
    insight:
      "Bandura named four sources: mastery, watching others, verbal persuasion and physiological states; Stajkovic and Luthans's 1998 meta-analysis linked it to markedly better work performance.",
    hints: ['Social cognitive theory (Albert Bandura)', "The 'I can do this' feeling a learner driver gains after each good lesson"],
  },
  {
    answer: 'PIECERATE',
    clue: 'Reward per unit produced; at Safelite Glass, Lazear (2000) found it lifted output per installer by 44%',
    businessConcept: 'Piece-Rate Pay',
    insight:
      'About half of that gain came from sorting: the scheme attracted and kept faster workers. Where quality is hard to see, it invites speed at its expense.',
    hints: ['Personnel economics (Edward Lazear)', 'Getting paid for each item you make, as on old garment floors'],
  },
  {
    answer: 'TOURNAMENT',
    clue: "Lazear and Rosen's (1981) model of executive pay as prizes for relative rank, explaining why a CEO earns far above vice-presidents",
    businessConcept: 'Tournament Theory',
    insight:
      'The prize gap should widen when luck matters more and contestants are many; its drawback is that rivals can gain by sabotage rather than by effort.',
    hints: ['Personnel economics and executive pay', 'Promotion as a contest: win the race and take the prize'],
  },
  {
    answer: 'HAWTHORNE',
    clue: 'Western Electric studies (1924-32) in which output seemed to rise whenever workers were observed, whatever the lighting',
    businessConcept: 'Hawthorne Effect',
    insight:
      "Henry Landsberger named the effect in 1958; Levitt and List's 2011 re-analysis of the surviving lighting data found the famous pattern largely absent.",
    hints: ['The human relations movement (Elton Mayo)', 'People work differently when they know they are being watched'],
  },
  // Decisions and judgement
  {
    answer: 'SATISFICING',
    clue: "Herbert Simon's (1956) word for choosing the first option that meets an aspiration level rather than the best",
    businessConcept: 'Satisficing',
    insight:
      'It follows from bounded rationality: with limited time, information and attention, searching for the optimum can cost more than it gains.',
    hints: ['Bounded rationality (Herbert Simon)', 'Settling for the first option that is good enough'],
  },
  {
    answer: 'ANCHORING',
    clue: "Tversky and Kahneman's (1974) heuristic in which an initial number, even a random one, pulls later estimates toward it",
    businessConcept: 'Anchoring Bias',
    insight:
      "Northcraft and Neale (1987) showed estate agents' valuations of the same house moving with its list price, though few agents said they had used it.",
    hints: ['Judgement under uncertainty (Tversky and Kahneman)', 'A first number you cannot drift far from, like a ship held by a heavy hook'],
  },
  {
    answer: 'FRAMING',
    clue: "Tversky and Kahneman's (1981) Asian disease problem: the same options, stated as lives saved or lives lost, flip people's choices",
    businessConcept: 'Framing Effect',
    insight:
      "Put as gains, most chose the sure option; put as losses, most chose the gamble, as prospect theory predicts. A budget cut called a 'saving' or a 'loss' meets a different reception.",
    hints: ['Prospect theory and choice (Tversky and Kahneman)', 'Glass half full or half empty: how wording sways a decision'],
  },
  {
    answer: 'STATUSQUO',
    clue: "Samuelson and Zeckhauser's (1988) tendency to stick with the current option, seen in staff choices of health and pension plans",
    businessConcept: 'Status Quo Bias',
    insight:
      'Loss aversion and the effort of deciding both feed it; Johnson and Goldstein (2003) found consent to donation after death far higher in countries where it was the default.',
    hints: ['Behavioural decision-making (Samuelson and Zeckhauser)', 'Sticking with what we have, just because it is what we have'],
  },
  {
    answer: 'ESCALATION',
    clue: "Staw's (1976) finding that decision makers pour more into a failing course of action they chose themselves",
    businessConcept: 'Escalation of Commitment',
    insight:
      'Self-justification, sunk costs and fear of losing face drive it; handing the continue-or-stop decision to people who did not make the first choice helps.',
    hints: ['Behavioural decision-making (Barry Staw)', 'Throwing good money after bad to prove you were right'],
  },
  {
    answer: 'ATTRIBUTION',
    clue: "Heider's (1958) field, extended by Kelley's consensus, distinctiveness and consistency cues, on how people explain behaviour",
    businessConcept: 'Attribution Theory',
    insight:
      "Its best-known finding, Ross's (1977) fundamental error, is that observers over-weight personality and under-weight circumstances, so managers blame people for failures the system caused.",
    hints: ['Social cognition (Fritz Heider, Harold Kelley)', 'How we decide whether an act came from who someone is or from the situation'],
  },
  {
    answer: 'HALO',
    clue: "Thorndike's (1920) rating error in which one striking good quality colours judgements of all the others",
    businessConcept: 'Halo Effect',
    insight:
      "Phil Rosenzweig argues business writing suffers from it: strong results make a firm's people practices and choices look brilliant after the fact, whatever caused them.",
    hints: ['Bias in performance appraisal (Edward Thorndike)', "A ring of light over a saint's head: one glow that lights up everything"],
  },
  {
    answer: 'NOISE',
    clue: "Kahneman, Sibony and Sunstein's (2021) name for unwanted variability in professional judgements of the same case",
    businessConcept: 'Noise',
    insight:
      'In their audit of an insurer, two underwriters pricing the same risk differed by a median of about 55%, more than five times the 10% its executives had guessed.',
    hints: ['Judgement and decision quality (Daniel Kahneman)', 'Random scatter: two experts, the same file, different answers'],
  },
  {
    answer: 'NUDGE',
    clue: "Thaler and Sunstein's (2008) tweak to choice architecture that steers behaviour without forbidding any option",
    businessConcept: 'Nudge Theory',
    insight:
      'Automatic enrolment in pension plans is the classic case: participation rises sharply even though anyone may opt out.',
    hints: ['Behavioural economics (Richard Thaler and Cass Sunstein)', 'A gentle push with the elbow, like putting fruit at eye level in a canteen'],
  },
  {
    answer: 'GARBAGECAN',
    clue: "Cohen, March and Olsen's (1972) model of organised anarchy, in which problems, solutions and choices meet by chance",
    businessConcept: 'Garbage Can Model',
    insight:
      'In their simulation, choices were often made by oversight or flight rather than by solving the problems attached to them; universities were the model case.',
    hints: ['Organisational decision theory (James March)', 'A bin into which problems and pet solutions are thrown until they happen to meet'],
  },
  {
    answer: 'MUDDLING',
    clue: "Lindblom's (1959) 'science' of policy-making by the branch method of limited comparisons rather than the root method",
    businessConcept: 'Muddling Through',
    insight:
      'Lindblom argued that comprehensive rational analysis is impossible for complex issues, so small, reversible steps that rival parties can agree on are a method, not a failure.',
    hints: ['Incrementalism in public and organisational decisions', 'Getting by with small, cautious steps rather than a master plan'],
  },
  {
    answer: 'SENSEMAKING',
    clue: "Weick's (1993) process of giving meaning to ambiguous events, famously studied in the Mann Gulch fire",
    businessConcept: 'Sensemaking',
    insight:
      "Weick showed that when a crew's shared picture of events collapses, roles and structure can dissolve with it; leaders help by offering a plausible story to act on.",
    hints: ['Organisational cognition (Karl Weick)', "Working out 'what is going on here?' when events are confusing"],
  },
  // Teams and collective behaviour
  {
    answer: 'GROUPTHINK',
    clue: "Janis's (1972) term for a cohesive team's striving for unanimity overriding realistic appraisal of alternatives",
    businessConcept: 'Groupthink',
    insight:
      "Janis drew on the Bay of Pigs invasion; his remedies include a devil's advocate, outside experts and a leader who withholds a view at first.",
    hints: ['Decision-making in cohesive teams (Irving Janis)', 'When everyone agrees to keep the peace and no one voices doubts'],
  },
  {
    answer: 'ABILENE',
    clue: "Jerry Harvey's (1974) trip no one wanted: members agree to an action each privately opposes, misreading the others",
    businessConcept: 'Abilene Paradox',
    insight:
      'Harvey saw it as mismanaged agreement rather than conflict: no one is pressed openly, yet each goes along because they wrongly assume the rest want it.',
    hints: ['Team decision-making (Jerry B. Harvey)', 'A family drives to a Texas town that none of them wanted to visit'],
  },
  {
    answer: 'RISKYSHIFT',
    clue: "Stoner's (1961) finding that people choose bolder options after discussing them together than they did alone",
    businessConcept: 'Risky Shift',
    insight:
      "Later work showed the move can go either way: discussion pushes a team further toward whatever its members leaned to at the start, which Moscovici and Zavalloni called polarisation.",
    hints: ['Team decision-making (James Stoner)', 'Committees daring more than any member would alone'],
  },
  {
    answer: 'CONFORMITY',
    clue: "What Asch's (1951) line-judging studies measured: about a third of answers followed a unanimous but wrong majority",
    businessConcept: 'Conformity',
    insight:
      "In Asch's variations a single dissenting ally cut it sharply, which is why one appointed devil's advocate can free others to speak.",
    hints: ['Social influence (Solomon Asch)', 'Going along with the crowd even when you can see it is wrong'],
  },
  {
    answer: 'LOAFING',
    clue: "Latané and colleagues' (1979) name for the drop in individual effort when people work together, foreshadowed by rope-pulling trials",
    businessConcept: 'Social Loafing',
    insight:
      "Ringelmann's trials showed average pull per person falling as teams grew; making each person's output identifiable, and the task meaningful, reduces the effect.",
    hints: ['Team dynamics and the Ringelmann effect', 'Coasting on the effort of others, like an idle member of a student project'],
  },
  {
    answer: 'STORMING',
    clue: "Tuckman's (1965) second phase of team life, after forming and before norming, when conflict over roles surfaces",
    businessConcept: 'Storming Stage',
    insight:
      'Tuckman and Jensen added a fifth phase, adjourning, in 1977; Gersick (1988) found that real project teams instead shift course abruptly around the midpoint of their deadline.',
    hints: ['Team development (Bruce Tuckman)', 'The rough patch when a new team argues before it settles'],
  },
  {
    answer: 'FAULTLINES',
    clue: "Lau and Murnighan's (1998) hypothetical dividing lines that split a team into subgroups when members' characteristics align",
    businessConcept: 'Group Faultlines',
    insight:
      'Two young engineers and two older marketers form a more divided team than one where age and function cut across each other; strong ones predict more conflict and less cohesion.',
    hints: ['Team diversity research', 'Cracks in a team where age, job and background all fall the same way'],
  },
  {
    answer: 'TRANSACTIVE',
    clue: "Wegner's (1985) shared directory of who knows what, letting a team or couple store far more than any one member",
    businessConcept: 'Transactive Memory System',
    insight:
      'Moreland and colleagues found that people trained together assembled radios with fewer errors than people trained apart, largely through it; turnover erodes it.',
    hints: ['Team cognition (Daniel Wegner)', 'Knowing whom to ask, as a couple splits remembering birthdays and bills'],
  },
  {
    answer: 'SAFETY',
    clue: "Edmondson's (1999) shared belief that a team will not punish candour, questions or admitted mistakes",
    businessConcept: 'Psychological Safety',
    insight:
      "Her 1996 hospital study found better-led nursing units recording more drug errors, not fewer, because nurses felt able to report them; Google's Project Aristotle later ranked this belief first.",
    hints: ['Team learning (Amy Edmondson)', 'Feeling you can speak up at work without being punished or mocked'],
  },
  // Culture within firms and across nations
  {
    answer: 'CLAN',
    clue: "Ouchi's (1980) third way of organising, beside markets and rule-bound hierarchies, resting on shared values and traditions",
    businessConcept: 'Clan Control',
    insight:
      'Ouchi held it works best when performance is hard to measure, since shared values then steer effort; Cameron and Quinn later made it one of four types in their Competing Values Framework.',
    hints: ['Markets, hierarchies and their alternatives (William Ouchi)', 'A family-like firm held together by shared loyalty'],
  },
  {
    answer: 'ASA',
    clue: "Schneider's (1987) cycle by which firms grow alike inside, summed up as 'the people make the place'",
    businessConcept: 'Attraction-Selection-Attrition Model',
    acronymFor: 'Attraction-Selection-Attrition',
    insight:
      'Over time it narrows the range of people and ideas in a firm, which Schneider warned can leave it unable to notice and respond to a shifting environment.',
    hints: ['Person-organisation fit (Benjamin Schneider)', 'Firms hire people like those already there, and the misfits leave'],
  },
  {
    answer: 'DOUBLELOOP',
    clue: "Argyris's (1977) kind of inquiry that questions the values behind an action, not just the action, like a thermostat asking why 20°C",
    businessConcept: 'Double-Loop Learning',
    insight:
      'Argyris (1991) found highly educated professionals often the worst at it: defensive routines shield them from embarrassment and so from feedback that would challenge their assumptions.',
    hints: ['Organisational cognition (Chris Argyris and Donald Schön)', 'Not just fixing the error but asking whether the rule behind it is right'],
  },
  {
    answer: 'TACIT',
    clue: "Polanyi's (1966) kind of know-how, summed up as 'we can know more than we can tell'",
    businessConcept: 'Tacit Knowledge',
    insight:
      'It travels through apprenticeship and shared practice rather than manuals, which makes it hard for rivals to copy and easy for a firm to lose when experts leave.',
    hints: ['Organisational learning (Michael Polanyi, Ikujiro Nonaka)', 'Unspoken skill, like riding a bike, that you cannot fully write down'],
  },
  {
    answer: 'SECI',
    clue: "Nonaka and Takeuchi's (1995) spiral of four modes by which unspoken know-how becomes explicit and returns",
    businessConcept: 'SECI Model',
    acronymFor: 'Socialisation, Externalisation, Combination, Internalisation',
    insight:
      "In their best-known case a Matsushita engineer apprenticed herself to a hotel's head baker to design a bread-making machine, showing expertise moving through shared practice.",
    hints: ['Organisational knowledge creation (Ikujiro Nonaka)', 'A four-step cycle that turns hunches into manuals and back into skill'],
  },
  {
    answer: 'INDULGENCE',
    clue: "Hofstede's sixth dimension (2010), from Minkov's data: how freely a society lets people enjoy life and have fun",
    businessConcept: 'Indulgence versus Restraint',
    insight:
      'Societies scoring high report more happiness and value leisure more; scores tend to be high in much of the Americas and Western Europe, and low in much of Asia and Eastern Europe.',
    hints: ['Dimensions of national values (Geert Hofstede, Michael Minkov)', 'Letting yourself enjoy treats and free time'],
  },
  {
    answer: 'GLOBE',
    clue: "Robert House's 62-society project (2004) on nine dimensions of practices and values, and on which leader qualities travel",
    businessConcept: 'GLOBE Study',
    acronymFor: 'Global Leadership and Organizational Behavior Effectiveness',
    insight:
      'It found some qualities, such as integrity and being inspiring, valued almost everywhere, while others, such as concern with rank, helped in some societies and hurt in others.',
    hints: ['Cross-national management research (Robert House and colleagues)', 'A vast survey of middle managers in 62 societies'],
  },
  {
    answer: 'HIGHCONTEXT',
    clue: "Edward T. Hall's (1976) kind of society in which meaning lies in relationships and setting more than in explicit words, as in Japan",
    businessConcept: 'High-Context Communication',
    insight:
      "Partners from explicit, contract-minded settings such as Germany can read a polite, vague yes as agreement, when it meant only 'I have heard you'.",
    hints: ['Cross-national management (Edward T. Hall)', 'Reading between the lines: what is left unsaid matters most'],
  },
  {
    answer: 'GEOCENTRIC',
    clue: "Perlmutter's (1969) multinational mindset that picks the best people and ideas from anywhere, not from home or each host",
    businessConcept: 'Geocentric Orientation',
    insight:
      "Perlmutter set it against home-country and host-country mindsets, with a regional one added in 1973; he thought few firms had reached this world-minded stage.",
    hints: ['International management (Howard Perlmutter)', 'Treating the whole world, not the head-office country, as home base'],
  },
  {
    answer: 'MERITOCRACY',
    clue: 'Rule by demonstrated ability and effort, a word Michael Young popularised in his 1958 dystopian satire',
    businessConcept: 'Meritocracy',
    insight:
      "Castilla and Benard's (2010) experiments found a paradox: when a firm's stated values stressed it, evaluators gave men larger bonuses than equally rated women.",
    hints: ['Organisational justice and stratification', 'Getting ahead on ability rather than birth or connections'],
  },
  // Organisation design and theory
  {
    answer: 'BUREAUCRACY',
    clue: "Weber's rational-legal organisation of written rules, hierarchy and specialised offices filled by qualification",
    businessConcept: 'Bureaucracy',
    insight:
      "Weber saw it as technically superior for predictable tasks yet feared an 'iron cage'; Merton (1940) added that rules followed for their own sake become dysfunctional.",
    hints: ['Classical organisation theory (Max Weber)', 'Red tape: office rules, forms and ranks'],
  },
  {
    answer: 'ADHOCRACY',
    clue: "Mintzberg's (1979) fluid configuration in which project teams of experts form and re-form for novel, complex work",
    businessConcept: 'Adhocracy',
    insight:
      "Alvin Toffler's Future Shock (1970) spread the word; it suits consulting or film-making, but its fluid roles make it inefficient for routine tasks and stressful for staff.",
    hints: ["Mintzberg's structural configurations", 'Rule by improvised, temporary teams, as in a film crew'],
  },
  {
    answer: 'MATRIX',
    clue: "Davis and Lawrence's (1977) structure in which staff answer both to a functional head and to a product or regional one",
    businessConcept: 'Matrix Organisation',
    insight:
      'Bartlett and Ghoshal (1990) called it a state of mind rather than a chart: two reporting lines breed conflict and delay unless managers share one view of priorities.',
    hints: ['Organisational structure', 'Two bosses at once, one for your function and one for your project'],
  },
  {
    answer: 'SPAN',
    clue: 'Number of direct reports one manager oversees; Graicunas (1933) showed the possible relationships explode as it widens',
    businessConcept: 'Span of Control',
    insight:
      'Wider ones flatten hierarchies and speed decisions but leave less time to coach each person, so the right width depends on how routine and independent the work is.',
    hints: ['Organisational design (Lyndall Urwick, V. A. Graicunas)', 'How many people report to one boss'],
  },
  {
    answer: 'SILO',
    clue: "Gillian Tett's ___ effect (2015): walled-off units, as when rival Sony divisions launched separate digital music players",
    businessConcept: 'Silo Mentality',
    insight:
      'Tett argues the walls are also in the mind: people classify the world by the structure they work in, so risks that fall between units go unseen.',
    hints: ['Organisational design and coordination', 'A farm tower for grain, and a department that keeps to itself'],
  },
  {
    answer: 'ORGANIC',
    clue: "Burns and Stalker's (1961) fluid form of management, with lateral networks and shifting tasks, suited to unstable settings",
    businessConcept: 'Organic Organisation',
    insight:
      'Their study of Scottish firms moving into electronics found that those keeping a rigid, mechanistic form struggled to innovate, however many research units they bolted on.',
    hints: ['Structure and environment (Tom Burns and G. M. Stalker)', 'A structure that grows and bends like a living thing, not a machine'],
  },
  {
    answer: 'CONTINGENCY',
    clue: "Lawrence and Lorsch's (1967) theory that no structure is best in general; the fit with the environment decides",
    businessConcept: 'Contingency Theory',
    insight:
      "Fiedler applied the same logic to leaders, arguing that a person's style is hard to alter, so firms should match leaders to situations rather than retrain them.",
    hints: ['Organisation theory (Lawrence and Lorsch, Fred Fiedler)', "'It depends': the best design hinges on the situation"],
  },
  {
    answer: 'HOLACRACY',
    clue: "Brian Robertson's self-management system of nested circles and roles that replaces a management hierarchy",
    businessConcept: 'Holacracy',
    insight:
      "Authority sits with roles defined in a written constitution, and tensions are processed in structured meetings; Zappos's adoption from 2013 made it famous and contested.",
    hints: ['Self-managing organisations', 'A rulebook-driven company with no managers, only roles and circles'],
  },
  {
    answer: 'TEAL',
    clue: "Laloux's (2014) colour for self-managing, purpose-driven organisations, the latest stage in his evolutionary scheme",
    businessConcept: 'Teal Organisations',
    insight:
      'Reinventing Organizations names three breakthroughs, self-management, wholeness and evolutionary purpose, illustrated by firms such as the Dutch home-care provider Buurtzorg.',
    hints: ['Organisational evolution (Frederic Laloux)', 'A blue-green colour, used as a label for firms without bosses'],
  },
  {
    answer: 'DECOUPLING',
    clue: "Meyer and Rowan's (1977) gap between formal structures adopted for legitimacy and the work actually done",
    businessConcept: 'Decoupling',
    insight:
      'A firm can adopt an ethics code or a diversity office as ceremony while daily practice carries on; critics see hypocrisy, Meyer and Rowan a way to please outsiders and keep operations running.',
    hints: ['Institutional theory (John Meyer and Brian Rowan)', 'Saying one thing on paper and doing another on the shop floor'],
  },
  {
    answer: 'ISOMORPHISM',
    clue: "DiMaggio and Powell's (1983) process making firms alike through coercive, mimetic and normative pressures",
    businessConcept: 'Institutional Isomorphism',
    insight:
      'It explains why organisations in one field converge on the same structures even when those do not improve efficiency: under uncertainty they copy peers to look legitimate.',
    hints: ['Organisational sociology (Paul DiMaggio and Walter Powell)', 'Companies in one field growing ever more alike'],
  },
  {
    answer: 'INERTIA',
    clue: "Hannan and Freeman's (1984) tendency of organisations to stay as they are, which selection favours because it makes them reliable",
    businessConcept: 'Structural Inertia',
    insight:
      'The paradox of population ecology: the reliability that helps firms survive also slows their response, and reforming their core resets the clock, raising the risk of death for a time.',
    hints: ['Population ecology of organisations (Hannan and Freeman)', 'A body at rest stays at rest: a company that cannot turn quickly'],
  },
  {
    answer: 'NEWNESS',
    clue: "Stinchcombe's (1965) reason young organisations fail more often than old ones: roles to learn, routines to build, no track record",
    businessConcept: 'Liability of Newness',
    insight:
      'Later work found the risk of failure often peaks a few years in rather than at founding, because initial resources carry the youngest firms through a honeymoon (Fichman and Levinthal, 1991).',
    hints: ['Organisational ecology and entrepreneurship (Arthur Stinchcombe)', 'Why start-ups die more often than old firms: nothing is settled yet'],
  },
  {
    answer: 'DEVIANCE',
    clue: "Diane Vaughan's (1996) account of Challenger: small departures from standards, repeated without harm, become accepted",
    businessConcept: 'Normalisation of Deviance',
    insight:
      'Vaughan traced the O-ring decisions to routine engineering practice, not misconduct; the Columbia Accident Investigation Board (2003) found the same pattern with foam strikes.',
    hints: ['Risk in complex organisations (Diane Vaughan)', 'Getting used to cutting corners because nothing has gone wrong yet'],
  },
  // Power, networks and negotiation
  {
    answer: 'REFERENT',
    clue: "French and Raven's (1959) base of influence that rests on being admired and identified with",
    businessConcept: 'Referent Power',
    insight:
      'Unlike reward or coercive bases, it does not depend on position, so it survives a lost title and can make a respected peer more influential than the boss.',
    hints: ['Social bases of influence (John French and Bertram Raven)', 'Influence you have because people like you and want to be like you'],
  },
  {
    answer: 'SLACK',
    clue: "Cyert and March's (1963) cushion of surplus resources that buys off coalition demands and absorbs shocks",
    businessConcept: 'Organisational Slack',
    insight:
      'It cuts both ways: Nohria and Gulati (1996) found an inverted U, with some spare resources fuelling innovation and too many breeding complacency.',
    hints: ['Behavioral theory of the firm (Richard Cyert and James March)', 'Spare capacity, like rope with some give in it'],
  },
  {
    answer: 'OLIGARCHY',
    clue: "Michels's (1911) law: any large organisation, even a democratic party or union, ends up run by a self-serving few",
    businessConcept: 'Iron Law of Oligarchy',
    insight:
      "Michels studied the German Social Democrats; Lipset, Trow and Coleman's study of the printers' union (1956) is the classic case of democracy surviving, under unusual conditions.",
    hints: ['Political sociology of organisations (Robert Michels)', 'Rule by the few, however democratic the rulebook'],
  },
  {
    answer: 'BROKERAGE',
    clue: "Burt's (1992) advantage of bridging gaps between contacts who are not connected, which his studies linked to better ideas",
    businessConcept: 'Structural Holes',
    insight:
      "It trades off against closure: dense ties build trust and norms, as Coleman stressed, while bridges bring novelty, so the most useful networks mix both.",
    hints: ['Social network theory (Ronald Burt)', 'Being the go-between for people who do not talk to each other'],
  },
  {
    answer: 'WEAKTIES',
    clue: "Granovetter's (1973) acquaintance links, which told more of his surveyed job-movers about their new posts than close friends did",
    businessConcept: 'Strength of Weak Ties',
    insight:
      'They bridge otherwise separate circles, so they carry news that close friends already share; a 2022 experiment on LinkedIn found moderately distant contacts helped most with job moves.',
    hints: ['Economic sociology (Mark Granovetter)', 'The friend of a friend who tells you about the opening'],
  },
  {
    answer: 'HOMOPHILY',
    clue: "McPherson, Smith-Lovin and Cook's (2001) 'birds of a feather' principle: contacts form most readily among similar people",
    businessConcept: 'Homophily',
    insight:
      "Left alone it sorts networks by gender, race and age, so a manager's circle of advisers quietly mirrors the manager; Ibarra (1992) showed men and women in an advertising firm drawing unequal returns from it.",
    hints: ['Social network theory', 'Like attracts like: we befriend people who resemble us'],
  },
  {
    answer: 'BATNA',
    clue: "Fisher and Ury's (1981) walk-away benchmark: what you will do if this deal fails, and the source of your bargaining power",
    businessConcept: 'Best Alternative to a Negotiated Agreement',
    acronymFor: 'Best Alternative to a Negotiated Agreement',
    insight:
      'Improving it before talks strengthens your hand more than any tactic at the table; it, not your hopes, should set the point below which you say no.',
    hints: ['Principled bargaining (Getting to Yes)', 'Your plan B if the deal falls through'],
  },
  {
    answer: 'ZOPA',
    clue: "Bargaining range between the seller's and the buyer's reservation prices; if those do not overlap, there is none",
    businessConcept: 'Zone of Possible Agreement',
    acronymFor: 'Zone of Possible Agreement',
    insight:
      "In Howard Raiffa's analysis each side usually hides its walk-away point, so a deal can fail even when an overlap exists; skilled negotiators probe for it rather than guess.",
    hints: ['Negotiation analysis (Howard Raiffa)', 'The overlap between the most a buyer will pay and the least a seller will take'],
  },
  {
    answer: 'LOGROLLING',
    clue: 'Integrative tactic of conceding on issues you value less in return for gains on those you value more',
    businessConcept: 'Logrolling',
    insight:
      'It creates value only when parties rank issues differently, and it is far likelier when negotiators weigh several issues together rather than settling them one at a time.',
    hints: ['Integrative negotiation (Dean Pruitt)', "I'll give way on price if you give way on delivery dates"],
  },
  // Boards and corporate purpose
  {
    answer: 'GOVERNANCE',
    clue: "In the Cadbury Report's (1992) words, the system by which companies are directed and controlled",
    businessConcept: 'Corporate Governance',
    insight:
      "Cadbury's code introduced 'comply or explain': a listed company may depart from a provision if it tells shareholders why, an approach later written into EU company law (2006).",
    hints: ['Boards, audit and shareholder rights', "How boards oversee the bosses on the owners' behalf"],
  },
  {
    answer: 'AGENCY',
    clue: "Jensen and Meckling's (1976) theory of the costs that arise when owners delegate control to managers",
    businessConcept: 'Agency Theory',
    insight:
      'Those costs include monitoring, bonding and the residual loss that remains despite both, which is why incentive design and boards matter.',
    hints: ['Theory of the firm and incentives', 'Why a hired manager may not act as the owner would'],
  },
  {
    answer: 'STEWARDSHIP',
    clue: "Donaldson and Davis's (1991) theory that managers act as trustworthy custodians of the firm rather than as self-interested agents",
    businessConcept: 'Stewardship Theory',
    insight:
      'Davis, Schoorman and Donaldson (1997) argued that treating such managers as agents to be watched can frustrate them and erode the very commitment that monitoring aims to secure.',
    hints: ['Board theory built on trust rather than monitoring', 'A manager who looks after the company like a trust held for others'],
  },
  {
    answer: 'STAKEHOLDER',
    clue: "In Freeman's (1984) definition, anyone who can affect or is affected by the achievement of a firm's objectives",
    businessConcept: 'Stakeholder Theory',
    insight:
      'Freeman urged managers to weigh employees, customers, suppliers and communities beside owners; critics such as Michael Jensen reply that serving many masters leaves managers accountable to none.',
    hints: ['Business ethics and strategic management (R. Edward Freeman)', 'Anyone with something to win or lose from what a company does'],
  },
  {
    answer: 'PRIMACY',
    clue: "Friedman's (1970) doctrine that a firm's one social responsibility is to increase its profits within the rules of the game",
    businessConcept: 'Shareholder Primacy',
    insight:
      "Dodge v. Ford (1919) is its classic legal citation; in 2019 the Business Roundtable's statement on corporate purpose publicly backed serving customers, employees, suppliers and communities too.",
    hints: ['Debates on corporate purpose (Milton Friedman)', 'Owners first: the company exists to make its investors richer'],
  },
  {
    answer: 'DUALITY',
    clue: 'Arrangement in which one person is both chief executive and chair of the board, discouraged by the Cadbury Report (1992)',
    businessConcept: 'CEO Duality',
    insight:
      'Most large UK companies now split the roles, while many US firms have long combined them; studies of its effect on performance remain inconclusive.',
    hints: ['Board structure and independence', 'One person holding both the top management job and the board chair'],
  },
  {
    answer: 'SAYONPAY',
    clue: "Shareholders' vote on executive remuneration, advisory in the UK from 2002 and in the US under Dodd-Frank (2010)",
    businessConcept: 'Say on Pay',
    insight:
      'Votes against are usually a minority, yet a sizeable protest tends to prompt boards to revise packages; since 2013 UK shareholders also hold a binding vote on remuneration policy.',
    hints: ['Executive remuneration and shareholder rights', 'Owners voting on what the bosses earn'],
  },
  {
    answer: 'SUCCESSION',
    clue: "Board process for filling the top job; Vancil (1987) contrasted the 'relay', with a named heir, and the 'horse race'",
    businessConcept: 'Succession Planning',
    insight:
      'It is a process, not an event: developing several internal candidates years ahead gives a board real choice and avoids a rushed outside hire in a crisis.',
    hints: ['Boards and leadership pipelines', 'Deciding who takes over when the boss leaves'],
  },
  // Organisational reform
  {
    answer: 'UNFREEZE',
    clue: "Lewin's first step: shaking the balance of forces that holds current habits in place, so people are ready to move",
    businessConcept: 'Unfreezing',
    insight:
      "Schein added that it needs both disconfirming data and enough security for people to face it; Cummings and colleagues (2016) argue Lewin never set out the three steps as a tidy model.",
    hints: ['Field theory and planned organisational reform (Kurt Lewin)', 'Thawing the ice before reshaping it'],
  },
  {
    answer: 'PUNCTUATED',
    clue: 'Model of firms evolving through long stable periods broken by brief revolutions (Tushman and Romanelli, 1985; Gersick, 1991)',
    businessConcept: 'Punctuated Equilibrium',
    insight:
      "Borrowed from Eldredge and Gould's palaeontology, it implies that deep reorientations come in bursts, often under a new leader or after a crisis, rather than in gradual steps.",
    hints: ['Organisational evolution (Michael Tushman, Connie Gersick)', 'Long calm stretches interrupted by sudden upheaval'],
  },
  {
    answer: 'RESISTANCE',
    clue: "Coch and French's (1948) subject at the Harwood pajama factory: it fell when workers helped design new methods",
    businessConcept: 'Resistance to Change',
    insight:
      'Dent and Goldberg (1999) argue people oppose losing standing, pay or comfort rather than novelty itself, and that the popular phrase blames employees for what poor management provokes.',
    hints: ['Organisational development (Lester Coch and John French)', 'Pushing back when the boss announces a new way of working'],
  },
  {
    answer: 'ADKAR',
    clue: "Jeff Hiatt's Prosci model of the five things each person needs, in order, before a new way of working sticks",
    businessConcept: 'ADKAR Model',
    acronymFor: 'Awareness, Desire, Knowledge, Ability, Reinforcement',
    insight:
      'It shifts attention from the project plan to each person: a rollout stalls at the first missing element, so managers diagnose where people are stuck rather than repeat the announcement.',
    hints: ['Practitioner models of organisational transformation (Prosci)', 'A checklist of what each employee needs before adopting a new way of working'],
  },
  {
    answer: 'APPRECIATIVE',
    clue: "Cooperrider and Srivastva's (1987) approach to organisational development that starts from what works best, not from problems",
    businessConcept: 'Appreciative Inquiry',
    insight:
      'Its 4-D cycle runs discover, dream, design, destiny; critics note that steering away from problems can silence dissent that a reform genuinely needs.',
    hints: ['Organisational development (David Cooperrider)', 'Building on strengths rather than fixing weaknesses'],
  },
  // Careers, talent and the individual at work
  {
    answer: 'PROTEAN',
    clue: "Douglas Hall's (1976) self-directed, values-driven working life, shaped by the person rather than the organisation",
    businessConcept: 'Protean Career',
    insight:
      "Its yardstick is psychological, living up to one's own values, rather than rank or salary; Hall stressed continuous learning and identity shifts across many short cycles.",
    hints: ['Theories of working lives (Douglas T. Hall)', 'Named after a Greek sea god who could take any shape at will'],
  },
  {
    answer: 'GLASSCLIFF',
    clue: "Ryan and Haslam's (2005) finding that women are more often appointed to lead when a company is already in trouble",
    businessConcept: 'Glass Cliff',
    insight:
      'Their FTSE 100 data showed women joining boards after months of falling share prices; taking such posts raises the risk of a failure later blamed on the newcomer.',
    hints: ['Gender and leadership (Michelle Ryan and Alex Haslam)', 'Offered the top job only when the company is near the edge'],
  },
  {
    answer: 'TOKENISM',
    clue: "Kanter's (1977) dynamics of being one of very few, under about 15%: heightened visibility, exaggerated contrast, stereotyped roles",
    businessConcept: 'Tokenism',
    insight:
      'Kanter argued numbers, not gender as such, drove the pressures; Christine Williams (1992) found men in female-dominated jobs often rose faster, so who is outnumbered matters too.',
    hints: ['Numbers and minorities in organisations (Rosabeth Moss Kanter)', 'Hiring a lone woman or minority member for show'],
  },
  {
    answer: 'BURNOUT',
    clue: "Maslach's syndrome of exhaustion, cynicism and reduced efficacy, which WHO's ICD-11 lists as an occupational phenomenon",
    businessConcept: 'Burnout',
    insight:
      'Maslach and Leiter trace it more to the job than the person: mismatches in workload, control, reward, community, fairness and values.',
    hints: ['Occupational health psychology (Christina Maslach)', 'Running on empty after too long under pressure at work'],
  },
  {
    answer: 'PROCEDURAL',
    clue: "Thibaut and Walker's (1975) fairness of how decisions are made, as distinct from what people receive",
    businessConcept: 'Procedural Justice',
    insight:
      "People accept unwelcome outcomes far better when they had a voice and the process was consistent; Kim and Mauborgne built their 'fair process' on this finding.",
    hints: ['Organisational fairness research (John Thibaut and Laurens Walker)', 'Fair rules of the game, whoever wins'],
  },
  {
    answer: 'OCEAN',
    clue: "Mnemonic for the leading model of how adults' characters differ, built from Goldberg's word studies and Costa and McCrae's questionnaires",
    businessConcept: 'Big Five Personality Traits',
    acronymFor: 'Openness, Conscientiousness, Extraversion, Agreeableness, Neuroticism',
    insight:
      "Barrick and Mount's 1991 meta-analysis found that one of its dimensions, being dependable and organised, predicted performance in every occupational category studied.",
    hints: ['Psychology of individual differences', 'How outgoing, tidy, kind, curious or anxious someone is, scored on a standard test'],
  },
  {
    answer: 'LOCUS',
    clue: "Rotter's (1966) dimension: whether people credit outcomes to their own actions or to luck, fate and powerful others",
    businessConcept: 'Locus of Control',
    insight:
      "Spector's 1982 review found that employees who see outcomes as their own doing report more job satisfaction and prefer participative bosses.",
    hints: ['Personality and work (Julian Rotter)', "Whether you feel in the driver's seat of your life or a passenger"],
  },
]);
