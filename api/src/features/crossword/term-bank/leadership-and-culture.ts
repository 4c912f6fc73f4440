import { inTheme } from './term';

/**
 * The weekend theme: organisational behaviour, leadership, motivation, decisions and teams, culture across nations,
 * organisation design and theory, power and negotiation, boards, organisational reform, careers and talent.
 */
export const LEADERSHIP_AND_CULTURE = inTheme('Leadership & Culture', [
  // Leadership theory
  {
    answer: 'SERVANT',
    clue: "Greenleaf's leader who puts others' growth ahead of power",
    businessConcept: 'Servant Leadership',
    insight:
      "Greenleaf's test is whether the people led become healthier, wiser, freer and more autonomous, and more likely to put others first themselves.",
    hints: ['Values-based leadership theory', 'A boss who works for the team rather than the other way round'],
  },
  {
    answer: 'CHARISMA',
    clue: "Weber's third basis of legitimate rule: devotion to exceptional gifts",
    businessConcept: 'Charismatic Authority',
    insight:
      "Weber thought rule resting on it unstable: when the leader goes, it must be routinised into traditional or legal-rational forms or it fades.",
    hints: ['Sociology of domination', 'Personal magnetism that makes people want to follow'],
  },
  {
    answer: 'AUTHENTIC',
    clue: "Like Walumbwa's leaders: self-aware, transparent, morally grounded",
    businessConcept: 'Authentic Leadership',
    insight:
      "Bill George popularised it in 2003; Herminia Ibarra (2015) warns that clinging to a fixed 'true self' can stop people stretching into a bigger role.",
    hints: ['Positive leadership theories (Bill George, Bruce Avolio)', 'Being genuinely yourself as a leader, not playing a part'],
  },
  {
    answer: 'PATHGOAL',
    parts: ['path', 'goal'],
    clue: "House's theory: leaders clear the route to rewards",
    businessConcept: 'Path-Goal Theory',
    insight:
      "House built on Vroom's theory of motivation and later named four styles, directive, supportive, participative and achievement-oriented, each suiting different tasks and people.",
    hints: ['Situational theories of leadership', 'A boss who gives firm direction on an unclear task and support on a dull one'],
  },
  {
    answer: 'LMX',
    clue: "Graen's dyadic theory of close and merely contractual boss-report ties",
    businessConcept: 'Leader-Member Exchange Theory',
    acronymFor: 'Leader-Member Exchange',
    insight:
      'High-quality relationships predict performance, commitment and lower turnover, but visible differences in how a boss treats people can breed a sense of unfairness.',
    hints: ['Relational theories of supervision (Mary Uhl-Bien)', 'Every boss has a trusted inner circle and an outer one'],
  },
  {
    answer: 'TRAIT',
    clue: 'Personal quality early researchers hoped would mark out born leaders',
    businessConcept: 'Trait Theory of Leadership',
    insight:
      "Judge and colleagues' 2002 meta-analysis revived it: extraversion was the most consistent personality correlate of who emerges as a leader and is judged effective.",
    hints: ['Leadership research before the behavioural turn (Ralph Stogdill)', 'Height, confidence or sociability, as a marker of who takes charge'],
  },
  {
    answer: 'PYGMALION',
    clue: "Rosenthal and Jacobson's effect: pupils tipped to bloom gained more",
    businessConcept: 'Pygmalion Effect',
    insight:
      'Reanalyses found the original classroom gains small and hard to repeat, but Dov Eden reproduced the effect with Israeli army trainees; its reverse, low hopes dragging results down, is the Golem effect.',
    hints: ['Self-fulfilling prophecy in management', 'People rising to what their boss believes of them'],
  },
  {
    answer: 'NARCISSISM',
    clue: "What Chatterjee and Hambrick read from CEOs' photo sizes and use of 'I'",
    businessConcept: 'Narcissistic Leadership',
    insight:
      'They found such bosses favour bold, highly visible moves, producing more extreme and volatile results, big wins and big losses, rather than better ones on average.',
    hints: ['Personality and strategic leadership (upper echelons research)', 'Self-love and a craving for admiration in the corner office'],
  },
  {
    answer: 'FIGUREHEAD',
    parts: ['figure', 'head'],
    clue: "First of Mintzberg's managerial roles: ceremony and signing documents",
    businessConcept: 'Figurehead',
    insight:
      "Mintzberg's observation of five chief executives found their work brief, varied and fragmented, far from the classical picture of planning, organising and controlling.",
    hints: ['The interpersonal roles of managerial work', 'The boss cutting ribbons and greeting visiting dignitaries'],
  },
  // Motivation and personnel economics
  {
    answer: 'INTRINSIC',
    clue: 'Kind of drive rooted in the task itself, which pay can undermine',
    businessConcept: 'Intrinsic Motivation',
    insight:
      "Deci and Ryan's self-determination theory names autonomy, competence and relatedness as the needs that sustain it; rewards felt as controlling crowd it out, informational ones need not.",
    hints: ['Self-determination theory', 'Doing something because you enjoy it, not for pay or praise'],
  },
  {
    answer: 'HYGIENE',
    clue: "Herzberg's name for pay and conditions, which prevent discontent only",
    businessConcept: 'Two-Factor Theory',
    insight:
      'Herzberg set them apart from motivators such as achievement, recognition and the work itself; critics note his interviews let people credit themselves for good events and blame the setting for bad.',
    hints: ['Motivation theory from interviews with Pittsburgh engineers and accountants', 'A pay rise stops the grumbling but does not make the work any more engaging'],
  },
  {
    answer: 'EXPECTANCY',
    clue: "Vroom's effort-performance-reward theory of motivation",
    businessConcept: 'Expectancy Theory',
    insight:
      'Because the terms multiply, a zero anywhere kills the drive: a prize no one values, or a target staff think out of reach, motivates no one however large the rest.',
    hints: ['Process theories of motivation: valence and instrumentality', 'People try hard when they believe effort pays off in something they want'],
  },
  {
    answer: 'ERG',
    clue: "Alderfer's three-tier recasting of Maslow",
    businessConcept: 'ERG Theory',
    acronymFor: 'Existence, Relatedness, Growth',
    insight:
      "Unlike Maslow's strict ladder, it holds that frustrating a higher need can send people back to a lower one, such as pay when prospects stall.",
    hints: ['Content theories of motivation', 'A simpler pyramid of needs, where several can pull at once'],
  },
  {
    answer: 'GOALSETTING',
    parts: ['goal', 'setting'],
    clue: "Locke and Latham's practice of fixing specific, hard targets",
    businessConcept: 'Goal-Setting Theory',
    insight:
      "Ordóñez and colleagues (2009) warn of side effects: narrow targets can crowd out learning and invite cheating, as with Sears's auto-repair quotas in 1992.",
    hints: ['Motivation theory and performance management', "Aiming at a clear, stretching target, like 'sell 20 cars this month'"],
  },
  {
    answer: 'JOBCRAFTING',
    parts: ['job', 'crafting'],
    clue: 'Employees reshaping their tasks and relationships (Wrzesniewski, Dutton)',
    businessConcept: 'Job Crafting',
    insight:
      'Hospital cleaners who saw themselves as part of patient care took on extra tasks and found more meaning in the same post, their research reported.',
    hints: ['Work design and meaning', 'Quietly redesigning your own role from within'],
  },
  {
    answer: 'SELFEFFICACY',
    parts: ['self', 'efficacy'],
    clue: "Bandura's belief in one's capacity to carry out a particular task",
    businessConcept: 'Self-Efficacy',
    insight:
      "Bandura named four sources: mastery, watching others, verbal persuasion and physiological states; Stajkovic and Luthans's 1998 meta-analysis linked it to markedly better work performance.",
    hints: ['Social cognitive theory', "The 'I can do this' feeling a learner driver gains after each good lesson"],
  },
  {
    answer: 'PIECERATE',
    parts: ['piece', 'rate'],
    clue: 'Reward per unit produced, which lifted output 44% at Safelite (Lazear)',
    businessConcept: 'Piece-Rate Pay',
    insight:
      'About half of that gain came from sorting: the scheme attracted and kept faster workers. Where quality is hard to see, it invites speed at its expense.',
    hints: ['Personnel economics', 'Getting paid for each item you make, as on old garment floors'],
  },
  {
    answer: 'TOURNAMENT',
    clue: "Lazear and Rosen's model of executive pay as prizes for rank",
    businessConcept: 'Tournament Theory',
    insight:
      'The prize gap should widen when luck matters more and contestants are many; its drawback is that rivals can gain by sabotage rather than by effort.',
    hints: ['Personnel economics and executive pay', 'Why a chief executive can earn far more than the vice-presidents one rung below'],
  },
  {
    answer: 'HAWTHORNE',
    clue: 'Western Electric works whose studies suggested observation lifts output',
    businessConcept: 'Hawthorne Effect',
    insight:
      "Henry Landsberger named the effect in 1958; Levitt and List's 2011 re-analysis of the surviving lighting data found the famous pattern largely absent.",
    hints: ['The human relations movement (Elton Mayo)', 'People work differently when they know they are being watched'],
  },
  // Decisions and judgement
  {
    answer: 'SATISFICING',
    clue: "Simon's word for stopping the search once an aspiration level is met",
    businessConcept: 'Satisficing',
    insight:
      'It follows from bounded rationality: with limited time, information and attention, searching for the optimum can cost more than it gains.',
    hints: ['Bounded rationality', 'Settling for the first option that is good enough'],
  },
  {
    answer: 'ANCHORING',
    clue: "Tversky and Kahneman's heuristic: a starting value drags later estimates",
    businessConcept: 'Anchoring Bias',
    insight:
      "Northcraft and Neale (1987) showed property brokers' valuations of the same house moving with its list price, though few brokers said they had used it.",
    hints: ['Judgement under uncertainty', 'The first number said in a haggle pulls every later offer toward it'],
  },
  {
    answer: 'FRAMING',
    clue: "Why 'lives saved' and 'lives lost' flip choices between equal options",
    businessConcept: 'Framing Effect',
    insight:
      "Put as gains, most chose the sure option; put as losses, most chose the gamble, as prospect theory predicts. A budget cut called a 'saving' or a 'loss' meets a different reception.",
    hints: ['Prospect theory and choice (Tversky and Kahneman)', 'Glass half full or half empty: how wording sways a decision'],
  },
  {
    answer: 'STATUSQUO',
    parts: ['status', 'quo'],
    clue: 'Existing arrangement that Samuelson and Zeckhauser found people keep',
    businessConcept: 'Status Quo Bias',
    insight:
      'Loss aversion and the effort of deciding both feed it; Johnson and Goldstein (2003) found consent to donation after death far higher in countries where it was the default.',
    hints: ['Behavioural decision-making and default options', 'Sticking with what we have, just because it is what we have'],
  },
  {
    answer: 'ESCALATION',
    clue: 'Deepening investment in a failing course one chose (Staw)',
    businessConcept: 'Escalation of Commitment',
    insight:
      'Self-justification, sunk costs and fear of losing face drive it; handing the continue-or-stop decision to people who did not make the first choice helps.',
    hints: ['Behavioural decision-making', 'Throwing good money after bad to prove you were right'],
  },
  {
    answer: 'ATTRIBUTION',
    clue: "Heider and Kelley's field on how people explain behaviour",
    businessConcept: 'Attribution Theory',
    insight:
      "Its best-known finding, Ross's (1977) fundamental error, is that observers over-weight personality and under-weight circumstances, so managers blame people for failures the system caused.",
    hints: ['Social cognition and the fundamental error', 'How we decide whether an act came from who someone is or from the situation'],
  },
  {
    answer: 'HALO',
    clue: "Thorndike's error: one striking good quality colours all other ratings",
    businessConcept: 'Halo Effect',
    insight:
      "Phil Rosenzweig argues business writing suffers from it: strong results make a firm's people practices and choices look brilliant after the fact, whatever caused them.",
    hints: ['Bias in performance appraisal', 'Assuming a handsome candidate must also be clever'],
  },
  {
    answer: 'NOISE',
    clue: 'Kahneman, Sibony and Sunstein: unwanted scatter in judgements',
    businessConcept: 'Noise',
    insight:
      'In their audit of an insurer, two underwriters pricing the same risk differed by a median of about 55%, more than five times the 10% its executives had guessed.',
    hints: ['Judgement and decision quality', 'Two judges handing down very different sentences for the same crime'],
  },
  {
    answer: 'NUDGE',
    clue: "Thaler and Sunstein's tweak to choice architecture, forbidding nothing",
    businessConcept: 'Nudge Theory',
    insight:
      'Automatic enrolment in pension plans is the classic case: participation rises sharply even though anyone may opt out.',
    hints: ['Behavioural economics and libertarian paternalism', 'Putting fruit at eye level in a canteen so more people choose it'],
  },
  {
    answer: 'GARBAGECAN',
    parts: ['garbage', 'can'],
    clue: "Cohen, March and Olsen's organised anarchy of chance meetings",
    businessConcept: 'Garbage Can Model',
    insight:
      'In their simulation, choices were often made by oversight or flight rather than by solving the problems attached to them; universities were the model case.',
    hints: ['Organisational decision theory', 'Problems, solutions and people meeting by chance, not by plan'],
  },
  {
    answer: 'MUDDLING',
    clue: "Lindblom's 'science' of policy by small comparisons, not root-and-branch",
    businessConcept: 'Muddling Through',
    insight:
      'Lindblom argued that comprehensive rational analysis is impossible for complex issues, so small, reversible steps that rival parties can agree on are a method, not a failure.',
    hints: ['Incrementalism in public and organisational decisions', "Adjusting last year's budget a little at a time instead of rebuilding it from scratch"],
  },
  {
    answer: 'SENSEMAKING',
    parts: ['sense', 'making'],
    clue: "Weick's process of giving meaning to ambiguous events, as at Mann Gulch",
    businessConcept: 'Sensemaking',
    insight:
      "Weick showed that when a crew's shared picture of events collapses, roles and structure can dissolve with it; leaders help by offering a plausible story to act on.",
    hints: ['Organisational cognition', "Working out 'what is going on here?' when events are confusing"],
  },
  // Teams and collective behaviour
  {
    answer: 'GROUPTHINK',
    parts: ['group', 'think'],
    clue: "Janis's cohesive team's striving for unanimity over realism",
    businessConcept: 'Groupthink',
    insight:
      "Janis drew on the Bay of Pigs invasion; his remedies include a devil's advocate, outside experts and a leader who withholds a view at first.",
    hints: ['Foreign-policy fiascos and team decision-making', 'When everyone agrees to keep the peace and no one voices doubts'],
  },
  {
    answer: 'ABILENE',
    clue: "Harvey's trip no one wanted: all agree to what each privately opposes",
    businessConcept: 'Abilene Paradox',
    insight:
      'Harvey saw it as mismanaged agreement rather than conflict: no one is pressed openly, yet each goes along because they wrongly assume the rest want it.',
    hints: ['Team decision-making and false consensus', 'A family drives to a Texas town that none of them wanted to visit'],
  },
  {
    answer: 'RISKYSHIFT',
    parts: ['risky', 'shift'],
    clue: "Stoner's finding: people choose bolder options after discussing them",
    businessConcept: 'Risky Shift',
    insight:
      "Later work showed the move can go either way: discussion pushes a team further toward whatever its members leaned to at the start, which Moscovici and Zavalloni called polarisation.",
    hints: ['Team decision-making and polarisation', 'Committees daring more than any member would alone'],
  },
  {
    answer: 'CONFORMITY',
    clue: "What Asch's line-judging studies measured against a wrong majority",
    businessConcept: 'Conformity',
    insight:
      "In Asch's variations a single dissenting ally cut it sharply, which is why one appointed devil's advocate can free others to speak.",
    hints: ['Social influence', 'Going along with the crowd even when you can see it is wrong'],
  },
  {
    answer: 'LOAFING',
    clue: 'Drop in individual effort when people work together (Latané)',
    businessConcept: 'Social Loafing',
    insight:
      "Ringelmann's trials showed average pull per person falling as teams grew; making each person's output identifiable, and the task meaningful, reduces the effect.",
    hints: ['Team dynamics and free riding', 'Coasting on the effort of others, like an idle member of a student project'],
  },
  {
    answer: 'STORMING',
    clue: "Tuckman's second phase, after forming, when conflict surfaces",
    businessConcept: 'Storming Stage',
    insight:
      'Tuckman and Jensen added a fifth phase, adjourning, in 1977; Gersick (1988) found that real project teams instead shift course abruptly around the midpoint of their deadline.',
    hints: ['Team development', 'The rough patch when a new team argues before it settles'],
  },
  {
    answer: 'FAULTLINES',
    parts: ['fault', 'lines'],
    clue: "Lau and Murnighan's hidden divides when age, sex and role align",
    businessConcept: 'Group Faultlines',
    insight:
      'Two young engineers and two older marketers form a more divided team than one where age and function cut across each other; strong ones predict more conflict and less cohesion.',
    hints: ['Team diversity research', 'After a merger, a team in which every ex-Acme member is also older and in sales'],
  },
  {
    answer: 'TRANSACTIVE',
    clue: "Wegner's word for a team's shared directory of who knows what",
    businessConcept: 'Transactive Memory System',
    insight:
      'Moreland and colleagues found that people trained together assembled radios with fewer errors than people trained apart, largely through it; turnover erodes it.',
    hints: ['Team cognition', 'Knowing whom to ask, as a couple splits remembering birthdays and bills'],
  },
  {
    answer: 'SAFETY',
    clue: "Edmondson's shared belief that candour and mistakes won't be punished",
    businessConcept: 'Psychological Safety',
    insight:
      "Her 1996 hospital study found better-led nursing units recording more drug errors, not fewer, because nurses felt able to report them; Google's Project Aristotle later ranked this belief first.",
    hints: ['Team learning', "What lets a junior nurse question a senior doctor's order"],
  },
  // Culture within firms and across nations
  {
    answer: 'CLAN',
    clue: "Ouchi's third way to steer a firm, beside prices and rules: shared values",
    businessConcept: 'Clan Control',
    insight:
      'Ouchi held it works best when performance is hard to measure, since shared values then steer effort; Cameron and Quinn later made it one of four types in their Competing Values Framework.',
    hints: ['Organisation theory: how firms coordinate people', 'A Japanese-style firm where long tenure and common values do the steering'],
  },
  {
    answer: 'ASA',
    clue: "Schneider's cycle summed up as 'the people make the place'",
    businessConcept: 'Attraction-Selection-Attrition Model',
    acronymFor: 'Attraction-Selection-Attrition',
    insight:
      'Over time it narrows the range of people and ideas in a firm, which Schneider warned can leave it unable to notice and respond to a shifting environment.',
    hints: ['Person-organisation fit', 'Firms hire people like those already there, and the misfits leave'],
  },
  {
    answer: 'DOUBLELOOP',
    parts: ['double', 'loop'],
    clue: "Argyris's word for inquiry into the values behind an action",
    businessConcept: 'Double-Loop Learning',
    insight:
      'Argyris (1991) found highly educated professionals often the worst at it: defensive routines shield them from embarrassment and so from feedback that would challenge their assumptions.',
    hints: ['Organisational cognition (Donald Schön)', 'Not just fixing the error but asking whether the rule behind it is right'],
  },
  {
    answer: 'TACIT',
    clue: "Like Polanyi's know-how: 'we can know more than we can tell'",
    businessConcept: 'Tacit Knowledge',
    insight:
      'It travels through apprenticeship and shared practice rather than manuals, which makes it hard for rivals to copy and easy for a firm to lose when experts leave.',
    hints: ['Organisational learning (Ikujiro Nonaka)', "A chef's feel for when a sauce is ready, which no recipe fully captures"],
  },
  {
    answer: 'SECI',
    clue: "Nonaka and Takeuchi's four-mode spiral of unspoken and explicit know-how",
    businessConcept: 'SECI Model',
    acronymFor: 'Socialisation, Externalisation, Combination, Internalisation',
    insight:
      "In their best-known case a Matsushita engineer apprenticed herself to a hotel's head baker to design a bread-making machine, showing expertise moving through shared practice.",
    hints: ['Organisational knowledge creation', 'A four-step cycle that turns hunches into manuals and back into skill'],
  },
  {
    answer: 'INDULGENCE',
    clue: "Hofstede's sixth dimension: how freely a society lets people have fun",
    businessConcept: 'Indulgence versus Restraint',
    insight:
      'Societies scoring high report more happiness and value leisure more; scores tend to be high in much of the Americas and Western Europe, and low in much of Asia and Eastern Europe.',
    hints: ['Dimensions of national values (Michael Minkov)', 'A Saturday with friends valued as much as a career, or seen as time wasted'],
  },
  {
    answer: 'GLOBE',
    clue: "House's 62-society project on which boss qualities travel",
    businessConcept: 'GLOBE Study',
    acronymFor: 'Global Leadership and Organizational Behavior Effectiveness',
    insight:
      'It found some qualities, such as integrity and being inspiring, valued almost everywhere, while others, such as concern with rank, helped in some societies and hurt in others.',
    hints: ['Cross-national management research', 'About 17,000 middle managers asked what makes a boss outstanding'],
  },
  {
    answer: 'HIGHCONTEXT',
    parts: ['high', 'context'],
    clue: "Hall's kind of society where meaning lies in setting, not words",
    businessConcept: 'High-Context Communication',
    insight:
      "Partners from explicit, contract-minded settings such as Germany can read a polite, vague yes as agreement, when it meant only 'I have heard you'.",
    hints: ['Cross-national management', 'Reading between the lines: what is left unsaid matters most'],
  },
  {
    answer: 'GEOCENTRIC',
    parts: ['geo', 'centric'],
    clue: "Like Perlmutter's mindset that hires the best from anywhere",
    businessConcept: 'Geocentric Orientation',
    insight:
      "Perlmutter set it against home-country and host-country mindsets, with a regional one added in 1973; he thought few firms had reached this last stage.",
    hints: ['International management', 'A firm with no home nationality in its boardroom or its career paths'],
  },
  {
    answer: 'MERITOCRACY',
    clue: "Reward by talent and effort, a word Michael Young's 1958 satire made famous",
    businessConcept: 'Meritocracy',
    insight:
      "Castilla and Benard's (2010) experiments found a paradox: when a firm's stated values stressed it, evaluators gave men larger bonuses than equally rated women.",
    hints: ['Organisational justice and stratification', 'Getting ahead on ability rather than birth or connections'],
  },
  // Organisation design and theory
  {
    answer: 'BUREAUCRACY',
    clue: "Weber's rational-legal order: written rules, hierarchy, trained career staff",
    businessConcept: 'Bureaucracy',
    insight:
      "Weber saw it as technically superior for predictable tasks yet feared an 'iron cage'; Merton (1940) added that rules followed for their own sake become dysfunctional.",
    hints: ['Classical organisation theory', 'Red tape: forms in triplicate and layers of clerks'],
  },
  {
    answer: 'ADHOCRACY',
    parts: ['hoc'],
    clue: "Mintzberg's fluid configuration of expert project teams",
    businessConcept: 'Adhocracy',
    insight:
      "Alvin Toffler's Future Shock (1970) spread the word; it suits consulting or film-making, but its fluid roles make it inefficient for routine tasks and stressful for staff.",
    hints: ['Structural configurations of organisations', "NASA's mission teams of the Apollo years, formed around each project and then disbanded"],
  },
  {
    answer: 'MATRIX',
    clue: 'Structure where staff answer to both a functional and a product boss',
    businessConcept: 'Matrix Organisation',
    insight:
      'Bartlett and Ghoshal (1990) called it a state of mind rather than a chart: two reporting lines breed conflict and delay unless managers share one view of priorities.',
    hints: ['Organisational structure', "ABB's 1990s grid of country managers and worldwide business heads"],
  },
  {
    answer: 'SPAN',
    clue: 'Reach of one manager, counted in direct reports',
    businessConcept: 'Span of Control',
    insight:
      'Wider ones flatten hierarchies and speed decisions but leave less time to coach each person, so the right width depends on how routine and independent the work is.',
    hints: ['Organisational design (Lyndall Urwick, V. A. Graicunas)', 'A flat start-up gives each boss a dozen people; an army keeps it to a handful'],
  },
  {
    answer: 'SILO',
    clue: "Gillian Tett's walled-off unit, as in Sony's rival music players",
    businessConcept: 'Silo Mentality',
    insight:
      'Tett argues the walls are also in the mind: people classify the world by the structure they work in, so risks that fall between units go unseen.',
    hints: ['Organisational design and coordination', 'A department that hoards information and will not talk to the others'],
  },
  {
    answer: 'ORGANIC',
    clue: "Like Burns and Stalker's fluid form suited to unstable settings",
    businessConcept: 'Organic Organisation',
    insight:
      'Their study of Scottish firms moving into electronics found that those keeping a rigid, mechanistic form struggled to innovate, however many research units they bolted on.',
    hints: ['Structure and environment: the opposite of mechanistic', 'A firm where people talk across ranks and roles are redrawn as problems arise'],
  },
  {
    answer: 'CONTINGENCY',
    clue: "Lawrence and Lorsch's view that no structure is best; fit decides",
    businessConcept: 'Contingency Theory',
    insight:
      "Fiedler applied the same logic to leaders, arguing that a person's style is hard to alter, so firms should match leaders to situations rather than retrain them.",
    hints: ["Organisation theory and Fiedler's research on leaders", "'It depends': the best design hinges on the situation"],
  },
  {
    answer: 'HOLACRACY',
    clue: "Robertson's system of nested circles replacing a management hierarchy",
    businessConcept: 'Holacracy',
    insight:
      "Authority sits with roles defined in a written constitution, and tensions are processed in structured meetings; Zappos's adoption from 2013 made it famous and contested.",
    hints: ['Self-managing organisations', 'A rulebook-driven company with no managers, only roles and circles'],
  },
  {
    answer: 'TEAL',
    clue: "Laloux's colour for self-managing, purpose-driven firms",
    businessConcept: 'Teal Organisations',
    insight:
      'Reinventing Organizations names three breakthroughs, self-management, wholeness and evolutionary purpose, illustrated by firms such as the Dutch home-care provider Buurtzorg.',
    hints: ['Organisational evolution', 'Morning Star, the tomato processor that runs without managers'],
  },
  {
    answer: 'DECOUPLING',
    clue: "Meyer and Rowan's gap between formal structure and actual work",
    businessConcept: 'Decoupling',
    insight:
      'A firm can adopt an ethics code or a diversity office as ceremony while daily practice carries on; critics see hypocrisy, Meyer and Rowan a way to please outsiders and keep operations running.',
    hints: ['Institutional theory: formal structure as myth and ceremony', 'Saying one thing on paper and doing another on the shop floor'],
  },
  {
    answer: 'ISOMORPHISM',
    clue: "DiMaggio and Powell's coercive, mimetic and normative pull to sameness",
    businessConcept: 'Institutional Isomorphism',
    insight:
      'It explains why organisations in one field converge on the same structures even when those do not improve efficiency: under uncertainty they copy peers to look legitimate.',
    hints: ['Organisational sociology: the iron cage revisited', 'Companies in one field growing ever more alike'],
  },
  {
    answer: 'INERTIA',
    clue: "Hannan and Freeman's tendency of firms to stay as they are",
    businessConcept: 'Structural Inertia',
    insight:
      'The paradox of population ecology: the reliability that helps firms survive also slows their response, and reforming their core resets the clock, raising the risk of death for a time.',
    hints: ['Population ecology of organisations', 'A company that cannot turn quickly, however hard it tries'],
  },
  {
    answer: 'NEWNESS',
    clue: "Stinchcombe's handicap, later joined by 'adolescence' and 'obsolescence'",
    businessConcept: 'Liability of Newness',
    insight:
      'Later work found the risk of failure often peaks a few years in rather than at founding, because initial resources carry the youngest firms through a honeymoon (Fichman and Levinthal, 1991).',
    hints: ['Organisational ecology and entrepreneurship', 'Strangers working together, untested roles and no track record with customers'],
  },
  {
    answer: 'DEVIANCE',
    clue: 'Departures from standards that Vaughan found accepted before Challenger',
    businessConcept: 'Normalisation of Deviance',
    insight:
      'Vaughan traced the O-ring decisions to routine engineering practice, not misconduct; the Columbia Accident Investigation Board (2003) found the same pattern with foam strikes.',
    hints: ['Risk in complex organisations', 'Getting used to cutting corners because nothing has gone wrong yet'],
  },
  // Power, networks and negotiation
  {
    answer: 'REFERENT',
    clue: "Like French and Raven's influence that rests on admiration",
    businessConcept: 'Referent Power',
    insight:
      'Unlike reward or coercive bases, it does not depend on position, so it survives a lost title and can make a respected peer more influential than the boss.',
    hints: ['The five bases of social influence', 'Influence you have because people like you and want to be like you'],
  },
  {
    answer: 'SLACK',
    clue: "Cyert and March's cushion of surplus resources",
    businessConcept: 'Organisational Slack',
    insight:
      'It cuts both ways: Nohria and Gulati (1996) found an inverted U, with some spare resources fuelling innovation and too many breeding complacency.',
    hints: ['Behavioral theory of the firm (Carnegie school)', 'Spare cash and capacity a firm can draw on in a crisis'],
  },
  {
    answer: 'OLIGARCHY',
    clue: "Michels's law: even democratic parties end up run by a self-serving clique",
    businessConcept: 'Iron Law of Oligarchy',
    insight:
      "Michels studied the German Social Democrats; Lipset, Trow and Coleman's study of the printers' union (1956) is the classic case of democracy surviving, under unusual conditions.",
    hints: ['Political sociology of organisations', 'A union whose elected leaders, once in office, stay for decades'],
  },
  {
    answer: 'BROKERAGE',
    clue: "Burt's advantage from bridging unconnected contacts",
    businessConcept: 'Structural Holes',
    insight:
      "It trades off against closure: dense ties build trust and norms, as Coleman stressed, while bridges bring novelty, so the most useful networks mix both.",
    hints: ['Social network theory', 'The only person who knows both the engineers and the sales team'],
  },
  {
    answer: 'WEAKTIES',
    parts: ['weak', 'ties'],
    clue: "Granovetter's acquaintance links that lead job-seekers to posts",
    businessConcept: 'Strength of Weak Ties',
    insight:
      'They bridge otherwise separate circles, so they carry news that close friends already share; a 2022 experiment on LinkedIn found moderately distant contacts helped most with job moves.',
    hints: ['Economic sociology', 'The friend of a friend who tells you about the opening'],
  },
  {
    answer: 'HOMOPHILY',
    clue: "McPherson and colleagues' birds-of-a-feather pattern in networks",
    businessConcept: 'Homophily',
    insight:
      "Left alone it sorts networks by gender, race and age, so a manager's circle of advisers quietly mirrors the manager; Ibarra (1992) showed men and women in an advertising firm drawing unequal returns from it.",
    hints: ['Social network theory', 'Engineers lunching with engineers, and parents befriending parents'],
  },
  {
    answer: 'BATNA',
    clue: "Fisher and Ury's walk-away benchmark if this deal fails",
    businessConcept: 'Best Alternative to a Negotiated Agreement',
    acronymFor: 'Best Alternative to a Negotiated Agreement',
    insight:
      'Improving it before talks strengthens your hand more than any tactic at the table; it, not your hopes, should set the point below which you say no.',
    hints: ['Principled bargaining (Getting to Yes)', 'Your plan B if the deal falls through'],
  },
  {
    answer: 'ZOPA',
    clue: "Overlap between seller's and buyer's reservation prices",
    businessConcept: 'Zone of Possible Agreement',
    acronymFor: 'Zone of Possible Agreement',
    insight:
      "In Howard Raiffa's analysis each side usually hides its walk-away point, so a deal can fail even when an overlap exists; skilled negotiators probe for it rather than guess.",
    hints: ['Negotiation analysis: distributive bargaining', 'The range where both sides would rather deal than walk away'],
  },
  {
    answer: 'LOGROLLING',
    parts: ['log', 'rolling'],
    clue: 'Conceding on issues you value less for gains on those you value more',
    businessConcept: 'Logrolling',
    insight:
      'It creates value only when parties rank issues differently, and it is far likelier when negotiators weigh several issues together rather than settling them one at a time.',
    hints: ['Integrative negotiation (Dean Pruitt)', "I'll give way on price if you give way on delivery dates"],
  },
  // Boards and corporate purpose
  {
    answer: 'GOVERNANCE',
    clue: "Cadbury's 'system by which companies are directed and controlled'",
    businessConcept: 'Corporate Governance',
    insight:
      "Cadbury's code introduced 'comply or explain': a listed company may depart from a provision if it tells shareholders why, an approach later written into EU company law (2006).",
    hints: ['Boards, audit and shareholder rights', "How boards oversee the bosses on the owners' behalf"],
  },
  {
    answer: 'AGENCY',
    clue: "Jensen and Meckling's costs of owners delegating to managers",
    businessConcept: 'Agency Theory',
    insight:
      'Those costs include monitoring, bonding and the residual loss that remains despite both, which is why incentive design and boards matter.',
    hints: ['Theory of the firm and incentives', 'Why a hired manager may not act as the owner would'],
  },
  {
    answer: 'STEWARDSHIP',
    parts: ['steward'],
    clue: "Donaldson and Davis's view of managers as trustworthy custodians",
    businessConcept: 'Stewardship Theory',
    insight:
      'Davis, Schoorman and Donaldson (1997) argued that treating such managers as self-seekers to be watched can frustrate them and erode the very commitment that monitoring aims to secure.',
    hints: ['Board theory built on trust rather than monitoring', 'A manager who looks after the company like a trust held for others'],
  },
  {
    answer: 'STAKEHOLDER',
    parts: ['stake', 'holder'],
    clue: "Freeman's anyone who can affect or is affected by a firm's aims",
    businessConcept: 'Stakeholder Theory',
    insight:
      'Freeman urged managers to weigh employees, customers, suppliers and communities beside owners; critics such as Michael Jensen reply that serving many masters leaves managers accountable to none.',
    hints: ['Business ethics and strategic management', 'Anyone with something to win or lose from what a company does'],
  },
  {
    answer: 'PRIMACY',
    clue: "Stockholder ___: Friedman's view that a firm's one social duty is profit",
    businessConcept: 'Shareholder Primacy',
    insight:
      "Dodge v. Ford (1919) is its classic legal citation; in 2019 the Business Roundtable's statement on corporate purpose publicly backed serving customers, employees, suppliers and communities too.",
    hints: ['Debates on corporate purpose', 'The company exists to make its investors richer; everyone else is a means to that end'],
  },
  {
    answer: 'DUALITY',
    clue: 'One person as both chief executive and board chair',
    businessConcept: 'CEO Duality',
    insight:
      'Most large UK companies now split the roles, while many US firms have long combined them; studies of its effect on performance remain inconclusive.',
    hints: ['Board structure and independence', 'Why critics say the board ends up marking its own homework'],
  },
  {
    answer: 'SAYONPAY',
    parts: ['say', 'pay'],
    clue: "Shareholders' vote on executive remuneration",
    businessConcept: 'Say on Pay',
    insight:
      'Votes against are usually a minority, yet a sizeable protest tends to prompt boards to revise packages; since 2013 UK shareholders also hold a binding vote on remuneration policy.',
    hints: ["Board accountability and the UK's 2002 reforms", "Shareholder revolts over bosses' bonuses at annual meetings"],
  },
  {
    answer: 'SUCCESSION',
    clue: 'Filling the top job; Vancil contrasted the relay with the horse race',
    businessConcept: 'Succession Planning',
    insight:
      'It is a process, not an event: developing several internal candidates years ahead gives a board real choice and avoids a rushed outside hire in a crisis.',
    hints: ['Boards and leadership pipelines', 'Deciding who takes over when the boss leaves'],
  },
  // Organisational reform
  {
    answer: 'UNFREEZE',
    parts: ['freeze'],
    clue: "Lewin's first step: shake up the forces that hold habits in place",
    businessConcept: 'Unfreezing',
    insight:
      "Schein added that it needs both disconfirming data and enough security for people to face it; Cummings and colleagues (2016) argue Lewin never set out the three steps as a tidy model.",
    hints: ['Field theory and planned organisational reform', 'Showing staff the falling sales numbers before asking them to work differently'],
  },
  {
    answer: 'PUNCTUATED',
    clue: 'Like long stability broken by brief revolutions (Tushman, Romanelli)',
    businessConcept: 'Punctuated Equilibrium',
    insight:
      "Borrowed from Eldredge and Gould's palaeontology, it implies that deep reorientations come in bursts, often under a new leader or after a crisis, rather than in gradual steps.",
    hints: ['Organisational evolution (Connie Gersick)', 'Decades of one strategy, then a new chief rewrites it within a year'],
  },
  {
    answer: 'RESISTANCE',
    clue: "Coch and French's Harwood subject, which fell with worker participation",
    businessConcept: 'Resistance to Change',
    insight:
      'Dent and Goldberg (1999) argue people oppose losing standing, pay or comfort rather than novelty itself, and that the popular phrase blames employees for what poor management provokes.',
    hints: ['Organisational development', 'Pushing back when the boss announces a new way of working'],
  },
  {
    answer: 'ADKAR',
    clue: "Hiatt's Prosci model of five things each person needs, in order",
    businessConcept: 'ADKAR Model',
    acronymFor: 'Awareness, Desire, Knowledge, Ability, Reinforcement',
    insight:
      'It shifts attention from the project plan to each person: a rollout stalls at the first missing element, so managers diagnose where people are stuck rather than repeat the announcement.',
    hints: ['Practitioner models of organisational transformation', 'A checklist of what each employee needs before adopting a new way of working'],
  },
  {
    answer: 'APPRECIATIVE',
    clue: "Cooperrider's word for development that starts from what works best",
    businessConcept: 'Appreciative Inquiry',
    insight:
      'Its 4-D cycle runs discover, dream, design, destiny; critics note that steering away from problems can silence dissent that a reform genuinely needs.',
    hints: ['Organisational development from Case Western Reserve', 'Building on strengths rather than fixing weaknesses'],
  },
  // Careers, talent and the individual at work
  {
    answer: 'PROTEAN',
    clue: "Like Hall's self-directed, values-driven working life",
    businessConcept: 'Protean Career',
    insight:
      "Its yardstick is psychological, living up to one's own values, rather than rank or salary; Hall stressed continuous learning and identity shifts across many short cycles.",
    hints: ['Theories of working lives', 'Moving between employers and fields to fit your own idea of a good life'],
  },
  {
    answer: 'GLASSCLIFF',
    parts: ['glass', 'cliff'],
    clue: "Ryan and Haslam's precarious post, offered to women in firms in trouble",
    businessConcept: 'Glass Cliff',
    insight:
      'Their FTSE 100 data showed women joining boards after months of falling share prices; taking such posts raises the risk of a failure later blamed on the newcomer.',
    hints: ['Gender and leadership', 'Being handed a failing firm to run, then blamed when it fails'],
  },
  {
    answer: 'TOKENISM',
    clue: "Kanter's dynamics of being one of very few: visibility and stereotypes",
    businessConcept: 'Tokenism',
    insight:
      'Kanter argued numbers, not gender as such, drove the pressures; Christine Williams (1992) found men in female-dominated jobs often rose faster, so who is outnumbered matters too.',
    hints: ['Numbers and minorities in organisations', 'Hiring a lone woman or minority member for show'],
  },
  {
    answer: 'BURNOUT',
    parts: ['burn', 'out'],
    clue: "Maslach's exhaustion, cynicism and sense of ineffectiveness at work",
    businessConcept: 'Burnout',
    insight:
      'Maslach and Leiter trace it more to the job than the person: mismatches in workload, control, reward, community, fairness and values.',
    hints: ['Occupational health psychology', 'Running on empty after too long under pressure at work'],
  },
  {
    answer: 'PROCEDURAL',
    clue: "Like Thibaut and Walker's fairness of the means, not the outcome",
    businessConcept: 'Procedural Justice',
    insight:
      "People accept unwelcome outcomes far better when they had a voice and the rules were applied consistently; Kim and Mauborgne built their idea of fair strategy-making on this finding.",
    hints: ['Organisational fairness: voice, consistency and neutrality', 'Fair rules of the game, whoever wins'],
  },
  {
    answer: 'OCEAN',
    clue: "Mnemonic for Costa and McCrae's model, running from curiosity to moodiness",
    businessConcept: 'Big Five Personality Traits',
    acronymFor: 'Openness, Conscientiousness, Extraversion, Agreeableness, Neuroticism',
    insight:
      "Barrick and Mount's 1991 meta-analysis found that one of its dimensions, being dependable and organised, predicted performance in every occupational category studied.",
    hints: ['Psychology of individual differences', 'How outgoing, tidy, kind, curious or anxious someone is, scored on a standard test'],
  },
  {
    answer: 'LOCUS',
    clue: "Rotter's dimension: own actions or luck, fate and powerful others?",
    businessConcept: 'Locus of Control',
    insight:
      "Spector's 1982 review found that employees who see outcomes as their own doing report more job satisfaction and prefer participative bosses.",
    hints: ['Personality and work', "Whether you feel in the driver's seat of your life or a passenger"],
  },
]);
