import { inTheme } from './term';

export const FINANCE_AND_GROWTH = inTheme('Finance & Growth', [
  // Capital structure and payout
  {
    answer: 'LEVERAGE',
    clue: 'Use of debt that amplifies returns to owners, both up and down',
    businessConcept: 'Financial Leverage',
    insight:
      'Without taxes or distress costs, a famous 1958 proof shows it raises the expected return to equity only in step with its risk, leaving firm value unchanged; taxes and bankruptcy costs are what make the debt mix matter.',
    hints: ['Capital structure and the debt-to-equity ratio', 'Borrowing to buy more than your own money alone could, as with a mortgage'],
  },
  {
    answer: 'MODIGLIANI',
    clue: 'Italian-born half of the pair who proved the debt mix irrelevant',
    businessConcept: 'Modigliani–Miller Theorem',
    insight:
      'The proof, written with a Carnegie Tech colleague in 1958, used arbitrage: investors can borrow on their own account to undo any corporate mix. He won the 1985 Nobel Prize, which also honoured his life-cycle model of saving.',
    hints: ['Corporate finance: the irrelevance propositions', 'Nobel-winning MIT economist: slicing a pie differently does not make it bigger'],
  },
  {
    answer: 'TAXSHIELD',
    parts: ['tax', 'shield'],
    clue: 'Cash saved because interest is deductible: rate times interest paid',
    businessConcept: 'Tax Shield',
    insight:
      'Graham (2000) put its worth at about 10 percent of firm value and found the typical firm could roughly double it by borrowing more, a puzzle known as debt conservatism.',
    hints: ['Capital structure and corporate levies', 'In effect, the state pays part of your interest bill'],
  },
  {
    answer: 'PECKINGORDER',
    parts: ['pecking', 'order'],
    clue: "Myers and Majluf's ranking: retained earnings, then debt, equity last",
    businessConcept: 'Pecking Order Theory',
    insight:
      'Because managers know more than investors, issuing shares suggests they think the stock is overpriced, which is why share prices tend to fall when a new equity issue is announced.',
    hints: ['Capital structure under asymmetric information', 'Like spending your savings first, then borrowing, and asking friends for a stake only as a last resort'],
  },
  {
    answer: 'DEBTOVERHANG',
    parts: ['debt', 'over', 'hang'],
    clue: "Myers's trap: shareholders skip good projects that mainly help lenders",
    businessConcept: 'Debt Overhang',
    insight:
      'It explains why firms and countries owing too much stagnate, and why writing down part of what is owed, as under the Brady Plan of 1989, can leave creditors better off.',
    hints: ['Agency conflicts between lenders and owners', 'Owing so much that nobody wants to put in fresh money'],
  },
  {
    answer: 'BUYBACK',
    parts: ['buy', 'back'],
    clue: "Company's purchase of its own stock, given a US safe harbour in 1982",
    businessConcept: 'Share Repurchase',
    insight:
      'In a frictionless market it is worth the same as a cash dividend; in practice taxes, the signal it sends and the price paid decide whether the remaining owners gain.',
    hints: ['Payout policy', 'Apple has spent hundreds of billions of dollars this way since 2012'],
  },
  {
    answer: 'PLOWBACK',
    parts: ['plow', 'back'],
    clue: 'Share of earnings kept and reinvested rather than paid out',
    businessConcept: 'Plowback Ratio',
    insight:
      'Higgins (1977) built on it to ask how fast a firm can afford to expand without new equity or more borrowing; expanding faster forces a change in payout, debt, margins or asset turnover.',
    hints: ['Payout policy and the sustainable rate of expansion', "Like a shopkeeper using this year's takings to stock a bigger shop"],
  },
  {
    answer: 'DUPONT',
    clue: 'Ratio tree: ROE as margin times asset turnover times equity multiplier',
    businessConcept: 'DuPont Analysis',
    insight:
      'F. Donaldson Brown devised it at the company around 1912 and later took it to General Motors; it shows whether a high return comes from profitability, efficiency or simply more debt.',
    hints: ['Ratio analysis and the drivers of return on equity', 'The ratio tree General Motors used to judge its divisions in the 1920s'],
  },
  {
    answer: 'EVA',
    clue: "Stern Stewart's after-tax profit less a charge for all capital used",
    businessConcept: 'Economic Value Added',
    acronymFor: 'Economic Value Added',
    insight:
      'Marshall described the idea in 1890; a positive figure means a firm earns more than its investors require, and bonus plans tied to it aim to make managers treat capital as costly.',
    hints: ['Performance measurement and residual income', 'Profit left after paying investors a fair return on their money'],
  },

  // Debt, credit and distress
  {
    answer: 'COVENANT',
    clue: 'Loan term restricting the borrower, such as a minimum interest cover',
    businessConcept: 'Debt Covenant',
    insight:
      "Smith and Warner (1979) saw such terms as a way to cut agency costs between shareholders and lenders; maintenance tests are checked each quarter, and most institutional term loans now leave them out.",
    hints: ['Bond and loan contracting', 'A promise written into a loan: breach it and the lender can act'],
  },
  {
    answer: 'HEADROOM',
    parts: ['head', 'room'],
    clue: "Cushion between a loan test's trigger and the borrower's actual figure",
    businessConcept: 'Covenant Headroom',
    insight:
      'Boards watch it in forecasts, not just today: a downturn that erodes it forces waivers, fees or asset sales long before any payment is missed.',
    hints: ['Debt finance and cash planning', "How far profits can fall before a loan's limits bite"],
  },
  {
    answer: 'MEZZANINE',
    clue: 'Layer of capital between senior loans and equity, often with warrants',
    businessConcept: 'Mezzanine Finance',
    insight:
      'Lenders accept a junior claim in exchange for higher interest and an equity kicker, so it is common in buyouts where senior lenders cap their exposure.',
    hints: ['Buyout capital structures and the capital stack', 'What a buyout firm adds when the banks will lend only so much'],
  },
  {
    answer: 'TRANCHE',
    clue: 'Class of notes backed by a securitised pool, with its own seniority',
    businessConcept: 'Tranche',
    insight:
      'Junior classes absorb losses first, which lets senior ones earn top ratings from the same pool of loans; in 2007 and 2008 many of those ratings proved far too generous.',
    hints: ['Structured finance and staged funding', 'Aid to Greece was paid out in these, each released after a review of the reforms'],
  },
  {
    answer: 'PARIPASSU',
    parts: ['pari', 'passu'],
    clue: 'Latin tag in bond terms: no creditor of the class ranks ahead of another',
    businessConcept: 'Pari Passu',
    insight:
      "A New York court's reading of this clause in Argentina's bonds in 2012 barred it from paying restructured creditors unless holdouts were paid too, shaking sovereign debt markets.",
    hints: ['Debt seniority and sovereign bonds', 'Everyone in the same queue gets paid at the same rate'],
  },
  {
    answer: 'BULLET',
    clue: 'Structure paying interest only, with all principal due at maturity',
    businessConcept: 'Bullet Repayment',
    insight:
      'It keeps early cash needs low but concentrates refinancing risk on one date, which is why analysts watch maturity walls when many such loans fall due together.',
    hints: ['Debt structuring and refinancing risk', 'Most corporate bonds work this way: coupons each year, the face amount at the end'],
  },
  {
    answer: 'REVOLVER',
    clue: 'Committed bank line a borrower can draw, repay and draw again',
    businessConcept: 'Revolving Credit Facility',
    insight:
      'In March 2020 firms drew such lines at a record pace to hoard cash, showing that these commitments are a form of insurance banks must honour at the worst moment.',
    hints: ['Corporate banking and working capital', 'Works like an overdraft the bank has promised to keep open'],
  },
  {
    answer: 'DSCR',
    clue: "Project lender's test: cash available over interest and principal due",
    businessConcept: 'Debt Service Coverage Ratio',
    acronymFor: 'Debt Service Coverage Ratio',
    insight:
      'Loan terms often set a floor such as 1.2 times, and lenders size the loan so that forecast cash clears it in the worst year, not the average one.',
    hints: ['Project and real-estate finance', "Whether this year's cash can pay this year's loan instalments"],
  },
  {
    answer: 'SOLVENCY',
    clue: 'Assets exceeding liabilities, so long-term obligations can be met',
    businessConcept: 'Solvency',
    insight:
      "It differs from having cash: a firm can own more than it owes yet miss this month's payroll, or hold cash while owing more than it owns; lenders test both.",
    hints: ['Credit analysis and balance-sheet strength', 'A household whose home and savings are worth more than all its debts'],
  },
  {
    answer: 'ALTMAN',
    clue: 'Edward ___, whose five-ratio model predicts corporate bankruptcy',
    businessConcept: 'Altman Z-Score',
    insight:
      'Built by discriminant analysis on 66 manufacturers, half of them bankrupt, it weights working capital, retained earnings, EBIT and sales over assets, plus market equity over liabilities.',
    hints: ['Credit analysis and distress prediction (NYU Stern)', 'His formula flags distress when the result falls below about 1.8'],
  },
  {
    answer: 'ZOMBIE',
    clue: 'Firm kept alive by lenders though it cannot cover its interest',
    businessConcept: 'Zombie Firm',
    insight:
      'BIS economists define them as firms at least ten years old whose profits have failed to cover interest for three years running; their survival holds back healthier rivals.',
    hints: ['Credit misallocation and corporate restructuring', 'Many Japanese firms of the 1990s, propped up by banks that would not book losses'],
  },
  {
    answer: 'CRAMDOWN',
    parts: ['cram', 'down'],
    clue: 'Chapter 11 plan confirmed over a dissenting creditor class',
    businessConcept: 'Cram-Down',
    insight:
      'The court must find the plan fair and equitable to the objecting class, which under the absolute priority rule means no junior class keeps anything unless that class is paid in full.',
    hints: ['US bankruptcy law and restructuring', 'Forcing a deal on the holdouts'],
  },
  {
    answer: 'LEASEBACK',
    parts: ['lease', 'back'],
    clue: 'Selling property to an investor and staying on as its tenant',
    businessConcept: 'Sale and Leaseback',
    insight:
      'Before IFRS 16 took effect in 2019 it could move assets and obligations off the balance sheet; now the seller-tenant usually books a right-of-use asset and a liability.',
    hints: ['Real-estate finance and IFRS 16 accounting', 'How a retailer raises cash from its own stores without moving out'],
  },

  // Working capital and treasury
  {
    answer: 'LIQUIDITY',
    clue: 'What the quick ratio gauges: ability to pay near-term bills',
    businessConcept: 'Liquidity',
    insight:
      'Profitable firms still fail for lack of it; Diamond and Dybvig (1983) showed that even a sound bank can collapse if depositors all rush to withdraw at once.',
    hints: ['Treasury and working-capital management', 'How quickly something can be turned into spendable money'],
  },
  {
    answer: 'OVERTRADING',
    parts: ['over', 'trading'],
    clue: 'Growing sales faster than working capital can fund',
    businessConcept: 'Overtrading',
    insight:
      'Receivables and stock grow ahead of the cash that pays for them; the cure is slower expansion, tighter credit terms or new long-term funding, not more short-term borrowing.',
    hints: ['Cash management in fast-expanding firms', 'Taking on more orders than your bank balance can carry'],
  },
  {
    answer: 'FACTORING',
    clue: 'Selling receivables to a specialist at a discount',
    businessConcept: 'Invoice Factoring',
    insight:
      'It turns sales into immediate cash, but the discount can be costly; with recourse, the seller still bears the risk of customers who never pay, and without it the buyer prices that risk in.',
    hints: ['Working-capital finance', 'Selling the IOUs your customers owe you to get paid now'],
  },
  {
    answer: 'LOCKBOX',
    parts: ['lock', 'box'],
    clue: "Bank service collecting customers' mailed payments to speed up receipts",
    businessConcept: 'Lockbox System',
    insight:
      "Cutting the days between a customer's cheque being posted and the cash being usable frees working capital; electronic payments have made it less central than in the cheque era.",
    hints: ['Treasury and cash-collection management', 'A mail drop the bank clears for you every day'],
  },
  {
    answer: 'FLOAT',
    clue: 'Money Buffett prizes: premiums held and invested before claims are paid',
    businessConcept: 'Insurance Float',
    insight:
      "When premiums cover claims and costs, this money is free to hold, which made it a central engine of Berkshire Hathaway's rise.",
    hints: ['Berkshire Hathaway and underwriting economics', 'Money you hold for a while before you have to pay it out'],
  },

  // Accounting, costing and budgeting
  {
    answer: 'ACCRUAL',
    clue: 'Basis booking revenue when earned, not when cash changes hands',
    businessConcept: 'Accrual Accounting',
    insight:
      'Sloan (1996) found that firms whose earnings rest heavily on it rather than on cash flow tend to earn lower stock returns later, as investors over-weight the less persistent part of earnings.',
    hints: ['Financial reporting and the matching principle', 'Recording a sale when you make it, not when the customer finally pays'],
  },
  {
    answer: 'DEPRECIATION',
    clue: "Non-cash expense spreading a tangible asset's cost over its useful life",
    businessConcept: 'Depreciation',
    insight:
      'No cash leaves when it is booked, yet it cuts taxable income; accelerated schedules bring those deductions forward, raising their present worth even though the total stays the same.',
    hints: ['Accounting for fixed assets', 'A $50,000 machine expected to last five years is charged at $10,000 a year'],
  },
  {
    answer: 'CAPEX',
    clue: 'Spending on plant and equipment, put on the balance sheet',
    businessConcept: 'Capital Expenditure',
    acronymFor: 'Capital Expenditure',
    insight:
      'Operating cash flow minus it gives free cash flow; comparing it with the yearly wear charge hints whether a firm is expanding or merely maintaining its asset base.',
    hints: ['Cash-flow analysis and fixed assets', 'An airline buying a new plane, rather than paying for its fuel'],
  },
  {
    answer: 'BREAKEVEN',
    parts: ['break', 'even'],
    clue: 'Volume at which revenue exactly covers total cost',
    businessConcept: 'Break-Even Point',
    insight:
      'High fixed costs raise it but make each sale beyond it more profitable, which is why airlines and software firms swing so sharply between losses and profits.',
    hints: ['Cost-volume-profit analysis', 'Neither making nor losing money'],
  },
  {
    answer: 'CONTRIBUTION',
    clue: 'Price minus variable cost per unit',
    businessConcept: 'Contribution Margin',
    insight:
      'When capacity is constrained, ranking products by it per unit of the scarcest resource, not by unit profit, is the right guide to the product mix.',
    hints: ['Managerial accounting', 'What each extra sale leaves over after paying for its own materials'],
  },
  {
    answer: 'ZEROBASED',
    parts: ['zero', 'based'],
    clue: 'Like plans in which every cost must be justified afresh each period',
    businessConcept: 'Zero-Based Budgeting',
    insight:
      'Jimmy Carter applied it in Georgia and then to the US federal government in 1977; the paperwork proved heavy, and critics say it rewards cutting visible costs over strategic spending.',
    hints: ['Cost management and planning cycles', "Starting each year's spending plan from a blank sheet"],
  },
  {
    answer: 'RUNRATE',
    parts: ['run', 'rate'],
    clue: "Annualised figure, such as last month's revenue times twelve",
    businessConcept: 'Run Rate',
    insight:
      'It flatters seasonal businesses and ones with lumpy deals, so investors ask whether the latest month was typical before multiplying it into a year.',
    hints: ['Financial forecasting and SaaS metrics', 'Assuming the rest of the year will look just like last month'],
  },

  // Time value of money
  {
    answer: 'ANNUITY',
    clue: 'Equal payments at regular intervals for a fixed term',
    businessConcept: 'Annuity',
    insight:
      'Mortgages, leases and bond coupons are priced this way; the same formula with no end date collapses to the payment divided by the rate.',
    hints: ['Time value of money', 'A pension product that pays a fixed income every year'],
  },
  {
    answer: 'PERPETUITY',
    clue: 'Endless stream of equal payments, worth C over r',
    businessConcept: 'Perpetuity',
    insight:
      "With constant expansion its value becomes next year's cash flow over r minus g, the Gordon formula behind most terminal values; Britain's consols were real examples until their redemption in 2015.",
    hints: ['Time value of money and terminal value', 'A preferred share paying a fixed dividend with no redemption date'],
  },
  {
    answer: 'CAGR',
    clue: 'Smoothed yearly pace: (end over start) to the power 1/n, minus one',
    businessConcept: 'Compound Annual Growth Rate',
    acronymFor: 'Compound Annual Growth Rate',
    insight:
      'It hides the path: a company that doubled and then halved shows zero, so analysts pair it with year-by-year figures and a start date chosen without cherry-picking.',
    hints: ['Financial analysis of multi-year performance', 'The steady yearly rise that would carry you from the starting figure to the final one'],
  },

  // Growth, unit economics and start-up finance
  {
    answer: 'SOLOW',
    clue: 'Economist who credited most US productivity gains to technical change',
    businessConcept: 'Solow Residual',
    insight:
      "Abramovitz called such an unexplained share a 'measure of our ignorance'; today it is read as multifactor productivity, which also captures better organisation and management.",
    hints: ['Neoclassical theory of economic expansion (Nobel 1987)', 'MIT economist who showed that new know-how, not just more machines, makes countries richer'],
  },
  {
    answer: 'INORGANIC',
    clue: 'Like expansion by acquisition rather than from within',
    businessConcept: 'Inorganic Growth',
    insight:
      "It adds revenue fast, but studies of acquisitions find that most of the gains go to the target's shareholders, so expansion from within is often the better test of a management team.",
    hints: ['Corporate development and M&A', 'Getting bigger the way Cisco did in the 1990s, by buying dozens of start-ups'],
  },
  {
    answer: 'GAZELLE',
    clue: "Birch's term for a firm lifting sales at least 20% a year",
    businessConcept: 'Gazelle',
    insight:
      'Birch set no age limit: sales up 20 percent or more a year for four years, from at least $100,000. He credited such fast risers with most new jobs; Haltiwanger, Jarmin and Miranda (2013) credit young firms rather than small ones.',
    hints: ['Entrepreneurship and firm dynamics', 'A small firm growing at breakneck speed year after year'],
  },
  {
    answer: 'VIRALITY',
    clue: 'Spread of a product by users recruiting users',
    businessConcept: 'Viral Coefficient',
    insight:
      'When each user brings in more than one new user, every wave is larger than the last; the cycle time between waves matters as much, since shortening it speeds the spread without changing the ratio.',
    hints: ['Referral loops in consumer internet products', "Hotmail's 'Get your free email' footer, which turned every message into an invitation"],
  },
  {
    answer: 'AARRR',
    clue: "McClure's five-stage funnel whose initials sound like a buccaneer's cry",
    businessConcept: 'Pirate Metrics',
    acronymFor: 'Acquisition, Activation, Retention, Referral, Revenue',
    insight:
      'Its point is to find the leakiest stage: doubling sign-ups is worthless if new users never come back, so teams fix the middle of the funnel before buying more traffic.',
    hints: ['Start-up marketing funnels (500 Startups)', 'The stages from a stranger hearing of you to a fan who pays and tells friends'],
  },
  {
    answer: 'COHORT',
    clue: 'Customers who joined in the same period, tracked as a group',
    businessConcept: 'Cohort Analysis',
    insight:
      'Blended averages hide trends that these groups expose, such as recent sign-ups staying for less time than older ones; a curve that flattens above zero signals product-market fit.',
    hints: ['Customer analytics', 'Everyone who signed up in January, followed month by month'],
  },
  {
    answer: 'CHURN',
    clue: 'Share of subscribers who cancel in a period',
    businessConcept: 'Churn Rate',
    insight:
      'Small monthly figures compound: losing 3 percent of customers a month means losing about 31 percent a year, and the average customer stays roughly one divided by the monthly figure.',
    hints: ['SaaS unit economics', 'Customers quietly leaving, month after month'],
  },
  {
    answer: 'NRR',
    clue: "This year's recurring sales from last year's customers, over last year's: the name with no currency in it",
    businessConcept: 'Net Revenue Retention',
    acronymFor: 'Net Revenue Retention',
    insight:
      'Above 100 percent, a customer base spends more each year with no new sign-ups, because expansion outweighs cancellations and downgrades; investors read it as proof the product keeps getting more useful.',
    hints: ['SaaS unit economics and expansion selling', 'Whether your existing customers spend more this year than last'],
  },
  {
    answer: 'LTV',
    clue: 'SaaS numerator set against CAC in the 3:1 rule of thumb',
    businessConcept: 'Customer Lifetime Value',
    acronymFor: 'Lifetime Value',
    insight:
      'Investors read about 3:1 as healthy and far above it as too little spent on winning buyers; since it compounds over the years a buyer stays, small rises in renewal lift it sharply.',
    hints: ['Unit economics and marketing metrics', 'How much one buyer is worth to you over all the years they stay'],
  },
  {
    answer: 'ARPU',
    clue: "Telecom metric: a period's sales divided by active subscribers",
    businessConcept: 'Average Revenue Per User',
    acronymFor: 'Average Revenue Per User',
    insight:
      'Mobile operators used it to show that moving customers to richer plans can matter as much as adding new ones; a blended figure hides the mix of heavy and light accounts.',
    hints: ['Telecoms and SaaS monetisation metrics', 'How much money a typical account brings in'],
  },
  {
    answer: 'BURNRATE',
    parts: ['burn', 'rate'],
    clue: 'Net monthly cash outflow of a loss-making start-up',
    businessConcept: 'Burn Rate',
    insight:
      'Investors separate gross (all spending) from net (spending minus revenue); founders usually raise with a year or more in hand because funding rounds take longer than planned.',
    hints: ["Start-up finance; Paul Graham's 'default alive or default dead' test", 'Spending $500,000 a month while taking in $200,000 gives $300,000 of it'],
  },
  {
    answer: 'RUNWAY',
    parts: ['run', 'way'],
    clue: 'Months a start-up can keep going at its current spending pace',
    businessConcept: 'Cash Runway',
    insight:
      "Paul Graham's (2015) default-alive test asks whether, at current revenue and spending trends, the company reaches profitability on the money it already has.",
    hints: ['Start-up financial planning (Y Combinator essays)', 'How long the money lasts before the next raise, or before profit'],
  },
  {
    answer: 'SWEATEQUITY',
    parts: ['sweat', 'equity'],
    clue: 'Ownership earned through unpaid work rather than cash',
    businessConcept: 'Sweat Equity',
    insight:
      "Its worth is only as good as the company becomes; without a schedule that earns it over time, a co-founder who quits early keeps a stake built by the others' later labour.",
    hints: ['Start-up ownership and founder agreements', 'Paying for your share with long hours instead of money'],
  },
  {
    answer: 'VENTUREDEBT',
    parts: ['venture', 'debt'],
    clue: 'Loans, often with warrants, to start-ups already backed by funds',
    businessConcept: 'Venture Debt',
    insight:
      'It stretches the months between rounds with less dilution, but if the next round fails its terms can hand control to the lender; Silicon Valley Bank was a leading provider before its 2023 collapse.',
    hints: ['Start-up finance beyond equity rounds', 'A bank loan to a loss-making start-up, made because investors stand behind it'],
  },
  {
    answer: 'CROWDFUNDING',
    parts: ['crowd', 'funding'],
    clue: 'Raising small sums online from many backers, as on Kickstarter',
    businessConcept: 'Crowdfunding',
    insight:
      'Mollick (2014) found most successful Kickstarter projects did deliver, but over three-quarters delivered late; a campaign also tests demand before anything is built.',
    hints: ['Alternative finance (US JOBS Act, 2012)', 'Passing the hat around the whole internet'],
  },
]);
