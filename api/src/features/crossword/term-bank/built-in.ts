import type { DaySet } from '@edna/shared-contracts';
import { inTheme, type CrosswordTerm } from './term';

/** The fixed built-in data: four clues for each of the six day sets, the fallback when a day's theme cannot fill a grid. */
export const BUILT_IN_CLUES: Record<DaySet, readonly CrosswordTerm[]> = {
  monday: inTheme('Innovation & Strategy', [
    {
      answer: 'INNOVATION',
      clue: "Schumpeter's 'new combinations' put into commercial practice",
      businessConcept: 'Innovation',
      insight:
        'Schumpeter changed his mind: in 1911 he credited the lone founder, but by 1942 he saw the routine R&D of large firms as its main source, patterns later called Mark I and Mark II.',
      hints: ['Schumpeterian economics and creative destruction', 'Turning a new idea into something people actually use and pay for'],
    },
    {
      answer: 'MVP',
      clue: "Lean Startup's smallest release that tests a value hypothesis",
      businessConcept: 'Minimum Viable Product',
      acronymFor: 'Minimum Viable Product',
      insight:
        "Ries's example is Zappos: its founder photographed shoes in local stores and bought a pair only after an online order came in, showing people would buy shoes online before any stock was held.",
      hints: ['Validated learning and the build-measure-learn loop', 'The simplest version you can ship that still teaches you something'],
    },
    {
      answer: 'PIVOT',
      clue: "Ries's structured course correction to test a new hypothesis",
      businessConcept: 'Pivot',
      insight:
        'Instagram began as Burbn, a cluttered check-in app; its founders kept only the photo sharing people used, the zoom-in kind Ries describes, where a single feature becomes the whole offering.',
      hints: ['Lean Startup: the alternative to persevering', 'Keeping what works and changing direction, as Slack did when its game flopped'],
    },
    {
      answer: 'ECOSYSTEM',
      parts: ['eco', 'system'],
      clue: "Moore's community of firms that co-evolve around a shared offering",
      businessConcept: 'Business Ecosystem',
      insight:
        "Adner's (2012) case is Michelin's PAX run-flat tyre: it stalled because garages lacked the repair equipment, showing that a great offer fails when a partner's piece arrives late.",
      hints: ["Strategy vocabulary borrowed from biology (Adner's The Wide Lens)", "Apple's iPhone with the app makers, carriers and accessory firms that rise or fall with it"],
    },
  ]),
  tuesday: inTheme('Finance & Growth', [
    {
      answer: 'BOOTSTRAP',
      parts: ['boot', 'strap'],
      clue: "Fund a start-up from founders' savings and customer receipts",
      businessConcept: 'Bootstrapping',
      insight:
        'Self-funding keeps ownership and forces early attention to cash, at the price of slower expansion where a market rewards speed; Mailchimp took no outside investors before Intuit bought it for about $12 billion in 2021.',
      hints: ['Start-up finance without outside investors', "Getting up and running with no one else's money"],
    },
    {
      answer: 'GROWTH',
      clue: "The g that Gordon's model subtracts from the discount rate",
      businessConcept: 'Growth',
      insight:
        "The value-driver formula of McKinsey's Valuation shows that when return on capital equals its cost, expanding faster adds nothing; below it, getting bigger destroys value however fast sales rise.",
      hints: ['Corporate finance: a driver of terminal value', 'Getting bigger year after year'],
    },
    {
      answer: 'SUBSCRIPTION',
      clue: 'Recurring-billing arrangement behind Netflix and Adobe Creative Cloud',
      businessConcept: 'Subscription Business Model',
      insight:
        "Its economics hinge on renewals: each account's worth is roughly its margin divided by the cancellation rate, so halving cancellations roughly doubles the worth of every account won.",
      hints: ['Recurring revenue, as in SaaS', 'Paying every month to keep access, as with a gym or a newspaper'],
    },
    {
      answer: 'RESILIENCE',
      clue: "Holling's capacity to absorb a shock and keep functioning",
      businessConcept: 'Organisational Resilience',
      insight:
        "It often costs efficiency: buffers, spare capacity and second suppliers look like waste until a shock; the 2011 Japanese earthquake, which halted a key Renesas chip plant, showed carmakers the bill.",
      hints: ['Risk management and systems thinking', 'A firm that keeps trading through a flood or a cyber attack and recovers fast'],
    },
  ]),
  wednesday: inTheme('Market & Competition', [
    {
      answer: 'COMPETITION',
      clue: 'Rivalry that Hayek called a discovery procedure',
      businessConcept: 'Competition',
      insight:
        'Schumpeter argued that price rivalry matters less than the rivalry of new goods, methods and organisations, which threatens not the margins of existing firms but their survival.',
      hints: ['Industrial organisation and Austrian economics', 'Firms fighting for the same customers'],
    },
    {
      answer: 'NICHE',
      clue: "Narrow space served by Porter's focus strategy",
      businessConcept: 'Niche Strategy',
      insight:
        'A focused firm wins by serving a small group better than broad rivals can; the risks are that the group shrinks or that broad rivals learn to serve it just as well.',
      hints: ['Market targeting and organisational ecology', 'A small, specialised corner of a market'],
    },
    {
      answer: 'ADOPTION',
      clue: 'Uptake that Rogers charts from the venturesome few to the laggards',
      businessConcept: 'Diffusion of Innovations',
      insight:
        'Rogers found five perceived attributes set its speed: relative advantage, compatibility, complexity, trialability and observability; few new ideas spread on merit alone.',
      hints: ["Rural sociology's research on how new ideas spread", 'Customers starting to use something new'],
    },
    {
      answer: 'DISRUPTION',
      clue: "Christensen's low-end foothold that moves upmarket",
      businessConcept: 'Disruptive Innovation',
      insight:
        "King and Baatartogtokh (2015) found that only 9 percent of 77 cases Christensen cited fitted all four of the theory's conditions, so the label is often applied too loosely.",
      hints: ['Harvard Business School research on why leaders fail (1997)', 'Cheap upstarts toppling the market leaders from below'],
    },
  ]),
  thursday: inTheme('Operations & Scaling', [
    {
      answer: 'LEAN',
      clue: "Krafcik's 1988 label for Toyota's way of making more with less",
      businessConcept: 'Lean Production',
      insight:
        "John Krafcik coined it in MIT's International Motor Vehicle Program, whose plant studies found Toyota building cars with far less effort and far fewer defects; its core is flow, pull and continuous improvement, not headcount cuts.",
      hints: ['Operations strategy: the successor to mass assembly', 'Toyota-style making with small batches, minimal stock and fewer hours per car'],
    },
    {
      answer: 'SCALE',
      clue: 'Expand fast; doing it too soon sinks many start-ups, per Startup Genome',
      businessConcept: 'Scalability',
      insight:
        'It pays when unit economics hold at higher volume: software with near-zero marginal cost can multiply revenue while fixed costs stay flat, which most service businesses cannot copy.',
      hints: ['Start-up stages and unit economics', 'To grow big without costs growing as fast, as a software company can'],
    },
    {
      answer: 'SPRINT',
      clue: "Time-box of a month or less in Schwaber and Sutherland's framework",
      businessConcept: 'Sprint (Scrum)',
      insight:
        'The length is fixed and the amount of work flexes: the 2020 guide lets work be renegotiated during one but forbids changes that endanger its goal, which gives the team a steady rhythm to inspect and adapt.',
      hints: ['Iterative delivery: the repeating unit of planning, building and review', 'A short, fixed stretch of work, often two weeks, ending in a review'],
    },
    {
      answer: 'METRICS',
      clue: "Ries's accessible, auditable numbers, unlike vanity totals",
      businessConcept: 'Actionable Metrics',
      insight:
        'Per-group rates and split tests show cause and effect; cumulative totals such as registered users rise whatever the team does, so they rarely alter a decision.',
      hints: ['Innovation accounting for start-ups', "The numbers a team tracks, like the gauges on a car's dashboard"],
    },
  ]),
  friday: inTheme('Investment & Valuation', [
    {
      answer: 'CAPITAL',
      clue: "Piketty's r is the return on it",
      businessConcept: 'Capital',
      insight:
        "Its cost is set by investors' alternatives, not by the firm: the return they could earn elsewhere at the same risk. A project that earns less destroys wealth even while it reports a profit.",
      hints: ['Economics of production: the factor beside labour and land', 'Money and assets put to work to earn more, like seed corn kept for next year'],
    },
    {
      answer: 'VALUATION',
      clue: "Estimating a firm's worth by DCF, comparables or precedent deals",
      businessConcept: 'Business Valuation',
      insight:
        'Precedent deals usually give the highest figures because they include control premiums, while trading comparables price minority stakes; bankers show the ranges side by side in a football-field chart.',
      hints: ['Corporate finance and M&A advisory', 'Putting a price tag on a whole company'],
    },
    {
      answer: 'EQUITY',
      clue: "Residual claim on a firm's assets once creditors are paid",
      businessConcept: 'Equity',
      insight:
        "Because shareholders are paid last, their payoff resembles a call option on the firm's assets with the debt's face amount as strike, the insight of Merton's 1974 model of credit risk.",
      hints: ["Corporate finance: the owners' side of the balance sheet", "An ownership stake, like a homeowner's share of a house above the mortgage"],
    },
    {
      answer: 'IPO',
      clue: 'Stock-market debut, after which Ritter found returns lagging',
      businessConcept: 'Initial Public Offering',
      acronymFor: 'Initial Public Offering',
      insight:
        "Shares still jump on the first trading day by high-teens percentages on average in Ritter's US data since 1980: issuers leave money on the table, a puzzle usually explained by information asymmetry.",
      hints: ['Stock-market listings and underwriting', 'When a private company first lets anyone buy its shares, as Facebook did in 2012'],
    },
  ]),
  weekend: inTheme('Leadership & Culture', [
    {
      answer: 'VISIONARY',
      clue: "Like Goleman's style that rallies people to a shared picture of the future",
      businessConcept: 'Visionary Leadership',
      insight:
        "Goleman's 2000 study, where the style was still called authoritative, found it did more for work climate than any of the other five; it falters when the leader knows less than the experts being led.",
      hints: ['Emotional intelligence and the six leadership styles', 'The boss who paints where we are going and why, then lets people find the way'],
    },
    {
      answer: 'CULTURE',
      clue: 'What Schein layers as artefacts, espoused values and assumptions',
      businessConcept: 'Organisational Culture',
      insight:
        'Kotter and Heskett (1992) found that strength alone predicts long-run performance only weakly; what mattered was whether the shared norms prized adapting to customers and markets.',
      hints: ['Organisational behaviour', "'How we do things around here': the unwritten rules newcomers pick up"],
    },
    {
      answer: 'EMPATHY',
      clue: 'Goleman quality beside self-awareness, self-regulation and social skill',
      businessConcept: 'Empathy',
      insight:
        "Researchers separate its cognitive side, grasping another's perspective, from its affective side, sharing their feelings; in negotiation Galinsky and colleagues (2008) found the first pays off more.",
      hints: ['Emotional intelligence', "Feeling what another person feels, as if in their shoes"],
    },
    {
      answer: 'CHANGE',
      clue: "What Kotter's eight steps set out to manage",
      businessConcept: 'Change Management',
      insight:
        "Kotter saw most transformations falter at the first step, a weak sense of urgency; the often-quoted claim that 70% of them fail has little empirical support (Hughes, 2011).",
      hints: ['Organisational transformation (Kurt Lewin)', 'Moving a company from how it works today to a new way of working'],
    },
  ]),
};
