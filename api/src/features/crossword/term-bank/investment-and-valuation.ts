import { inTheme } from './term';

export const INVESTMENT_AND_VALUATION = inTheme('Investment & Valuation', [
  // Project appraisal and the cost of funds
  {
    answer: 'NPV',
    clue: 'Discounted cash flows minus the initial outlay; accept if positive',
    businessConcept: 'Net Present Value',
    acronymFor: 'Net Present Value',
    insight:
      'It measures wealth added in currency, not as a rate, so it ranks mutually exclusive projects correctly where rate-based rules can mislead; Graham and Harvey (2001) found about three in four CFOs use it.',
    hints: ['Project appraisal in corporate finance', "What a project adds in today's money once every future sum is discounted"],
  },
  {
    answer: 'IRR',
    clue: 'Discount figure at which inflows exactly repay the outlay',
    businessConcept: 'Internal Rate of Return',
    acronymFor: 'Internal Rate of Return',
    insight:
      'It can mislead when cash flows flip sign more than once, giving several answers, and when ranking projects of different size; funds can lift it by borrowing against investor commitments instead of calling cash early.',
    hints: ['Project appraisal and fund performance', "The yearly percentage a project earns on the money put in, like a savings account's interest"],
  },
  {
    answer: 'WACC',
    clue: "Blend of the after-tax rate on debt and shareholders' required return",
    businessConcept: 'Weighted Average Cost of Capital',
    acronymFor: 'Weighted Average Cost of Capital',
    insight:
      'One firm-wide rate for every project favours risky ventures and starves safe ones; each project deserves a rate that matches its own risk.',
    hints: ['Corporate finance: the discount rate for a whole firm', 'The blended rate a company pays its lenders and owners, each counted by its share'],
  },
  {
    answer: 'REALOPTION',
    parts: ['real', 'option'],
    clue: 'Right, not obligation, in a physical investment: to expand, defer or quit',
    businessConcept: 'Real Options',
    insight:
      'Plain discounted cash flow ignores managerial flexibility; pricing the right to wait, expand or abandon explains why firms fund small pilots that fail a static test.',
    hints: ['Investment appraisal under uncertainty', 'Paying a little now for the chance, not the duty, to do more later'],
  },
  {
    answer: 'HURDLE',
    clue: 'Minimum return, often 8% a year, before fund managers share profits',
    businessConcept: 'Hurdle Rate',
    insight:
      'A catch-up clause usually lets managers then take most profits until they reach their full share, so in a good fund it alters the timing of their pay more than its total.',
    hints: ['Fund economics and project appraisal', 'The return a firm demands of a new project before it will fund it'],
  },

  // Asset pricing and portfolio theory
  {
    answer: 'CAPM',
    clue: '1960s equilibrium: expected return rises in line with market sensitivity',
    businessConcept: 'Capital Asset Pricing Model',
    acronymFor: 'Capital Asset Pricing Model',
    insight:
      "Tests since the early 1970s find the line flatter than predicted, yet it remains the most common way to set a firm's cost of shareholder funds.",
    hints: ["Portfolio theory's equilibrium (Nobel 1990)", 'Riskier stocks should pay more, in proportion to how much they move with the market'],
  },
  {
    answer: 'BETA',
    clue: "Asset's sensitivity to the market: covariance over market variance",
    businessConcept: 'Beta Coefficient',
    insight:
      'Only this undiversifiable risk earns a premium in the theory, yet a landmark 1992 study found that, once firm size is controlled for, it barely explains average US stock returns.',
    hints: ['Asset pricing and portfolio risk', "A stock's swing relative to the market: 2 means it moves twice as much"],
  },
  {
    answer: 'ALPHA',
    clue: "Return beyond a risk model's prediction: an active manager's edge",
    businessConcept: "Jensen's Alpha",
    insight:
      'Its first test, on US mutual funds in 1968, found they did not beat the market on average after costs; Carhart (1997) later showed that most apparent persistence in fund performance vanishes once costs and common factors are counted.',
    hints: ['Performance measurement of fund managers', 'Beating the market by skill rather than by taking more risk'],
  },
  {
    answer: 'SHARPE',
    clue: 'Name on excess return per unit of standard deviation',
    businessConcept: 'Sharpe Ratio',
    insight:
      'It penalises upside and downside swings alike, so for skewed strategies the Sortino variant, which uses downside deviation only, is often preferred.',
    hints: ['Risk-adjusted performance measurement', 'Return earned per unit of bumpiness, named after a Nobel laureate'],
  },
  {
    answer: 'FRONTIER',
    clue: "Markowitz's curve of best expected return for each level of risk",
    businessConcept: 'Efficient Frontier',
    insight:
      'Adding a riskless asset turns it into a straight line drawn from that asset; the point where the line touches the curve is the market portfolio of equilibrium pricing.',
    hints: ['Modern portfolio theory', 'The best mixes of holdings: no other mix pays more for the same risk'],
  },
  {
    answer: 'FAMAFRENCH',
    parts: ['fama', 'french'],
    clue: 'Pair whose 1993 model adds small-firm and cheap-stock premia to market risk',
    businessConcept: 'Fama-French Three-Factor Model',
    insight:
      'Small and cheap stocks had earned more than market sensitivity alone predicted; in 2015 the authors added profitability and investment terms to the original set.',
    hints: ['Empirical asset pricing at Chicago', 'Small firms and cheap-looking shares tending to beat the market'],
  },
  {
    answer: 'EFFICIENT',
    clue: 'Like prices that fully reflect all available information',
    businessConcept: 'Efficient Market Hypothesis',
    insight:
      'Grossman and Stiglitz (1980) showed a paradox: if prices reflected everything, no one would pay to gather information, so prices must stay a little wrong.',
    hints: ['Asset pricing at Chicago (Nobel 2013)', 'Why a twenty-dollar note on the pavement is unlikely to still be there'],
  },
  {
    answer: 'MOMENTUM',
    clue: 'Recent winning stocks beating recent losers for months',
    businessConcept: 'Momentum Effect',
    insight:
      'It persists across markets and asset classes, yet suffers violent crashes when beaten-down markets rebound, as in 2009.',
    hints: ['Empirical asset pricing and factor investing', 'Buying what has been going up, expecting it to keep going'],
  },
  {
    answer: 'CONTRARIAN',
    clue: 'Buying past losers and selling past winners (De Bondt and Thaler)',
    businessConcept: 'Contrarian Strategy',
    insight:
      'They read the result as overreaction to bad news, a founding finding of behavioural finance, and the reverse of the medium-term (3-to-12-month) pattern later found for recent winners.',
    hints: ['Behavioural finance and market anomalies', 'Buying a stock after years of bad news, betting the gloom has been overdone'],
  },
  {
    answer: 'INDEXING',
    clue: 'Holding a whole list of stocks at their weights, as Bogle popularised',
    businessConcept: 'Index Investing',
    insight:
      'A short 1991 proof shows why it wins on average: before costs, active money as a whole must earn the market return, so after costs it must trail.',
    hints: ['Passive portfolio management', 'Buying the whole market cheaply instead of trying to pick winners'],
  },
  {
    answer: 'ARBITRAGE',
    clue: "Riskless profit from the same asset's two prices at once",
    businessConcept: 'Arbitrage',
    insight:
      'Derivative pricing rests on ruling it out; Shleifer and Vishny (1997) showed its limits in practice, since mispricing can widen and force traders using borrowed money out before prices converge.',
    hints: ['Asset pricing and the law of one price', 'Buying cheap in one market and selling dear in another, both at once'],
  },
  {
    answer: 'ESG',
    clue: 'Three-part set of non-financial criteria for investors',
    businessConcept: 'Environmental, Social and Governance',
    acronymFor: 'Environmental, Social and Governance',
    insight:
      'Ratings of the same firm by different agencies agree far less than credit ratings do (Berg, Kölbel and Rigobon, 2022), so a score depends heavily on who does the measuring.',
    hints: ['Responsible investing', 'Judging companies on their impact on the planet, their people and how they are run'],
  },

  // Derivatives and fixed income
  {
    answer: 'HEDGING',
    clue: 'Taking an offsetting position to reduce exposure to a price',
    businessConcept: 'Hedging',
    insight:
      'It gives up upside along with downside; Froot, Scharfstein and Stein (1993) argue that it pays mainly by protecting the funding of good investments when cash is scarce.',
    hints: ['Risk management with derivatives', "Buying insurance against a price move, like a farmer locking in next year's grain price"],
  },
  {
    answer: 'BLACKSCHOLES',
    parts: ['black', 'scholes'],
    clue: '1973 formula pricing a European option by continuous replication',
    businessConcept: 'Black-Scholes Model',
    insight:
      'One of its two authors died in 1995, two years before the prize, which is never awarded posthumously; traders now quote options by the single volatility that makes it fit the market price.',
    hints: ['Option pricing theory (with Robert Merton)', 'The formula behind the implied volatility quoted on every options screen'],
  },
  {
    answer: 'PARITY',
    clue: "Stoll's identity: C minus P equals S minus the discounted strike",
    businessConcept: 'Put-Call Parity',
    insight:
      "Break it and a riskless profit appears, so it pins one option's price once the other's is known, whatever model is used to price either.",
    hints: ['Options theory and replication', 'Owning one kind of option and writing the other behaves like owning the stock with a loan'],
  },
  {
    answer: 'DELTA',
    clue: "Option's price sensitivity to the underlying; N(d1) for a call",
    businessConcept: 'Delta',
    insight:
      'Market makers hold this many shares against each option to stay neutral and must rebalance as it shifts; the speed of that shift is gamma.',
    hints: ['The option Greeks', 'How many cents an option moves when the stock moves a dollar'],
  },
  {
    answer: 'SMILE',
    clue: 'Option-implied curve across strikes that turns up at both ends',
    businessConcept: 'Volatility Smile',
    insight:
      'A single-sigma option formula predicts a flat line; the pattern shows that traders price crash risk well above what a normal bell curve implies.',
    hints: ['Option pricing: what traded premiums imply about risk', 'Options far from the current price costing more than a simple model says'],
  },
  {
    answer: 'WARRANT',
    clue: 'Company-issued right to buy its new shares at a set price',
    businessConcept: 'Stock Warrant',
    insight:
      "Unlike a traded call, exercising one creates new shares, so pricing it must allow for the extra shares that shrink existing holders' stakes.",
    hints: ['Share-linked securities', "A company's own long-lived option on its shares, often handed out as a sweetener with loans"],
  },
  {
    answer: 'CONTANGO',
    clue: 'Futures curve with later months priced above spot',
    businessConcept: 'Contango',
    insight:
      'Investors who roll long commodity futures in it lose money even if spot prices stay flat, since each expiring contract is sold below its dearer replacement; oil in April 2020 was the extreme case.',
    hints: ['Commodity futures and the term structure', 'Oil for delivery next year costing more than oil today'],
  },
  {
    answer: 'DURATION',
    clue: "Weighted-average time to a bond's cash flows",
    businessConcept: 'Macaulay Duration',
    insight:
      "Its modified form approximates the percentage price fall for a one-point rise in rates; Redington's 1952 immunisation matches it on both sides of a balance sheet.",
    hints: ['Fixed-income risk', 'Roughly, the average wait for your money to come back from a bond'],
  },
  {
    answer: 'CONVEXITY',
    clue: "Curvature of a bond's price against its yield",
    businessConcept: 'Convexity',
    insight:
      'For plain bonds it is positive, so prices rise more when rates fall than they drop when rates rise; callable bonds and mortgage securities can show the opposite.',
    hints: ['Fixed-income mathematics', 'A 30-year zero-coupon bond has a lot of it; a floating-rate note almost none'],
  },

  // Venture funding
  {
    answer: 'ANGEL',
    clue: 'Wealthy individual backing start-ups with personal money',
    businessConcept: 'Angel Investor',
    insight:
      'The word first described backers of Broadway shows; William Wetzel applied it to start-up funding in a 1978 study, and such backers fill the gap between family money and venture funds.',
    hints: ['Early-stage start-up finance', "A rich individual who writes a founder's first cheque"],
  },
  {
    answer: 'PREMONEY',
    parts: ['pre', 'money'],
    clue: "A start-up's agreed worth excluding the round's fresh cash",
    businessConcept: 'Pre-Money Valuation',
    insight:
      'Because investors often require a new option pool to be carved out of it, the effective price per share the founders get can be well below the headline figure.',
    hints: ['Venture round arithmetic', '$4m invested for 20 percent implies $16m for the company before the cash'],
  },
  {
    answer: 'TERMSHEET',
    parts: ['term', 'sheet'],
    clue: 'Mostly non-binding summary of a proposed venture deal',
    businessConcept: 'Term Sheet',
    insight:
      "Experienced founders read board seats, vetoes and liquidation rights as closely as the headline price; Feld and Mendelson's Venture Deals sorts every clause into economics or control.",
    hints: ['Negotiating a VC round: the stage between a verbal yes and closing', 'The one- or two-page list of conditions agreed before the lawyers draft the contract'],
  },
  {
    answer: 'DILUTION',
    clue: "Fall in existing owners' percentage stake when new shares are issued",
    businessConcept: 'Equity Dilution',
    insight:
      'A smaller stake is not necessarily a loss: if new money comes in at a fair price, a smaller slice of a bigger pie is worth as much or more.',
    hints: ['Venture financing and cap tables', 'Owning 10 of 100 shares, then 10 of 200 after a new issue'],
  },
  {
    answer: 'PREFERENCE',
    clue: "Investors' right to be repaid before common holders on a sale",
    businessConcept: 'Liquidation Preference',
    insight:
      'A 1x non-participating version returns the investment or converts to common, whichever pays more; a participating one takes both, so founders can get little from a modest sale.',
    hints: ['Venture deal terms and exit payouts', 'Being first in the queue when sale proceeds are shared out'],
  },
  {
    answer: 'RATCHET',
    clue: 'Investor protection repricing earlier shares to a later, lower round',
    businessConcept: 'Full Ratchet',
    insight:
      'Broad-based weighted-average protection, which counts how many cheaper shares were sold, is the milder and far more common alternative.',
    hints: ['Venture financing: the harshest price-protection clause', 'Bought at $2, next round at $1: the early investor is treated as if it had paid $1'],
  },
  {
    answer: 'DRAGALONG',
    parts: ['drag', 'along'],
    clue: 'Clause letting a majority force minority holders into a sale',
    businessConcept: 'Drag-Along Right',
    insight:
      'It stops a small holder from blocking an exit; its mirror image protects minorities by letting them join a sale the majority negotiates.',
    hints: ['Shareholder agreements', 'A buyer wants 100 percent; the 80 percent holder can make the last 20 percent sell too'],
  },
  {
    answer: 'UNICORN',
    clue: "Aileen Lee's 2013 term for a start-up worth $1bn or more",
    businessConcept: 'Unicorn',
    insight:
      'She chose the word because such firms were rare, 39 in her count; within a decade there were over a thousand, and many later saw their prices cut when funding tightened.',
    hints: ['Venture funding vocabulary', 'What Uber and Airbnb were called long before they listed'],
  },

  // Private funds
  {
    answer: 'CARRY',
    clue: "Fund managers' profit share, typically 20 percent",
    businessConcept: 'Carried Interest',
    insight:
      'Paid only on gains, it aligns managers with investors; its tax treatment, at lower gains rates in some countries, remains contested.',
    hints: ['Private fund economics and manager pay', "What a fund's partners pocket when its deals sell at a profit"],
  },
  {
    answer: 'CLAWBACK',
    clue: 'Term making fund managers repay profit shares that later losses undo',
    businessConcept: 'Clawback',
    insight:
      "It matters most under deal-by-deal distributions, common in US funds, where managers are paid on early winners before the fund's losers are known.",
    hints: ['Fund distribution terms and executive pay', 'Having to return a bonus that later turns out not to have been earned'],
  },
  {
    answer: 'JCURVE',
    parts: ['curve'],
    clue: 'Private fund returns: negative early, rising as holdings are sold',
    businessConcept: 'J-Curve',
    insight:
      'It makes interim fund returns a poor guide to final ones, and is one reason investors commit to funds launched across several years to smooth the dip.',
    hints: ['Private fund performance over a ten-year life', 'Losing money on paper in the first years before the gains show up'],
  },
  {
    answer: 'VINTAGE',
    clue: "Start of a private fund's investing, which sets its peer group",
    businessConcept: 'Vintage Year',
    insight:
      "Funds are ranked in quartiles against peers of the same start date rather than against the stock market, because the economic cycle at launch shapes every fund's returns.",
    hints: ['Private fund performance measurement', 'A 2007 fund began buying at the peak; a 2009 one began in the slump'],
  },
  {
    answer: 'DRYPOWDER',
    parts: ['dry', 'powder'],
    clue: 'Money committed to private funds but not yet invested',
    businessConcept: 'Dry Powder',
    insight:
      'Large reserves of it raise bidding for deals and so entry prices, and managers pressed to invest before their commitment period ends may overpay.',
    hints: ['Private markets: fundraising cycles and the bidding for deals', "Like a soldier's unspent ammunition: a fund's firepower for future deals"],
  },
  {
    answer: 'BUYOUT',
    parts: ['buy', 'out'],
    clue: "Debt-financed purchase of a controlling stake, KKR's core deal",
    businessConcept: 'Leveraged Buyout',
    insight:
      "Jensen argued in 1989 that heavy debt and concentrated ownership curb managers' temptation to waste free cash flow; RJR Nabisco (1988-89) became the era's emblem.",
    hints: ['Private deal-making and corporate control', "Taking a company over mostly with borrowed money, repaid from the company's own cash"],
  },

  // Listings
  {
    answer: 'BOOKBUILDING',
    parts: ['book', 'building'],
    clue: 'Underwriters canvassing institutional demand to price a share offering',
    businessConcept: 'Bookbuilding',
    insight:
      'Benveniste and Spindt (1989) argued that the first-day pop left on the table is the reward investors get for revealing their true demand.',
    hints: ['Offering pricing methods: the US norm, versus auctions or fixed-price sales', 'Collecting orders from big investors before deciding the price of new shares'],
  },
  {
    answer: 'GREENSHOE',
    parts: ['green', 'shoe'],
    clue: "Underwriters' right to sell up to 15% more shares than planned",
    businessConcept: 'Greenshoe Option',
    insight:
      'It lets the bank support the price after listing: if shares fall it buys them in the market to cover, if they rise it exercises the right and takes new shares from the issuer.',
    hints: ['Underwriting and price stabilisation', 'If an offering is a hit, the issuer ends up raising more than it planned'],
  },
  {
    answer: 'LOCKUP',
    parts: ['lock'],
    clue: "Insiders' promise not to sell for, usually, 180 days after listing",
    businessConcept: 'Lock-Up Period',
    insight:
      'Field and Hanka (2001) found prices fall on average when it expires, even though the date is known in advance, a puzzle for the idea that prices reflect all public news.',
    hints: ['Share listings and underwriting', 'Why staff holding shares must wait, however high the price jumps'],
  },
  {
    answer: 'SPAC',
    clue: 'Listed blank-cheque shell with about two years to buy a private firm',
    businessConcept: 'Special Purpose Acquisition Company',
    acronymFor: 'Special Purpose Acquisition Company',
    insight:
      "It promises a faster route to a listing than a traditional offering, but the sponsor's 20 percent promote and investor redemptions often leave far less cash than advertised (Klausner, Ohlrogge and Ruan, 2022).",
    hints: ['Alternative routes to a stock-market listing', 'A cash box listed first, which then looks for a private firm to merge with'],
  },

  // Mergers, acquisitions and restructuring
  {
    answer: 'DUEDILIGENCE',
    parts: ['due', 'diligence'],
    clue: "Investigation of a target's finances, legal exposure and operations",
    businessConcept: 'Due Diligence',
    insight:
      'Its findings feed straight into price and terms, such as indemnities and holdbacks, not just into the decision to proceed.',
    hints: ['M&A process', 'Checking under the bonnet before you buy a used car'],
  },
  {
    answer: 'SYNERGY',
    clue: 'Gain from combining two firms beyond their separate worths',
    businessConcept: 'Synergy',
    insight:
      'A McKinsey study (2004) found about 60 percent of deals delivered their planned cost savings, but about 70 percent fell short of the revenue gains promised.',
    hints: ['Merger analysis', 'Two plus two making five when firms join forces'],
  },
  {
    answer: 'HUBRIS',
    clue: "Roll's reason bidders overpay: they trust their own estimates too much",
    businessConcept: 'Hubris Hypothesis',
    insight:
      'If estimates are noisy and a bidder acts only when its own is highest, the winner tends to be the one who erred most, even when there are no real gains to capture.',
    hints: ['Behavioural corporate finance and M&A', "Why an acquirer's own shares often fall when it announces a bid"],
  },
  {
    answer: 'ACCRETION',
    clue: "Rise in an acquirer's earnings per share from a deal",
    businessConcept: 'EPS Accretion',
    insight:
      "It arises mechanically when the target's earnings-to-price ratio exceeds the acquirer's after-tax cost of financing, so a deal can lift per-share profit while destroying wealth.",
    hints: ['Merger analysis and pro forma earnings', 'Paying in highly rated shares for a firm on a lower price-to-earnings ratio'],
  },
  {
    answer: 'EARNOUT',
    parts: ['earn', 'out'],
    clue: 'Deferred price paid only if the business hits targets after closing',
    businessConcept: 'Earn-Out',
    insight:
      "It bridges the gap between a seller's optimism and a buyer's doubt, but often ends in disputes over how the acquirer ran the business during the measured years.",
    hints: ['M&A deal structuring', 'A bonus to the sellers if the firm they sold does as well as they promised'],
  },
  {
    answer: 'ESCROW',
    clue: "Third-party holding of funds until a deal's conditions are met",
    businessConcept: 'Escrow',
    insight:
      "In acquisitions part of the price is often held back this way for a year or more to cover breaches of the seller's promises found after closing.",
    hints: ['Deal mechanics in M&A', "Where a house buyer's deposit sits until the keys change hands"],
  },
  {
    answer: 'GOODWILL',
    parts: ['good', 'will'],
    clue: 'Acquisition price above the fair worth of identifiable net assets',
    businessConcept: 'Goodwill',
    insight:
      'Under IFRS and US GAAP listed companies do not amortise it but test it for impairment, so large write-downs often reveal an overpriced deal.',
    hints: ['Acquisition accounting', 'Paying more than the assets are worth for a brand, customers and reputation'],
  },
  {
    answer: 'POISONPILL',
    parts: ['poison', 'pill'],
    clue: "Lipton's 1982 rights plan that makes a hostile bid ruinously costly",
    businessConcept: 'Poison Pill',
    insight:
      'Delaware upheld it in Moran v. Household (1985); it rarely stops a deal outright, but it forces the bidder to negotiate with the board.',
    hints: ['Takeover defences and corporate control', 'Letting every holder but the raider take new shares at half price'],
  },
  {
    answer: 'SPINOFF',
    parts: ['spin', 'off'],
    clue: "Giving a subsidiary's shares to the parent's holders so it lists alone",
    businessConcept: 'Spin-Off',
    insight:
      'A 1993 study by Cusatis and two colleagues found that both the new firms and their former parents beat the market in the following years, much of it because many were later taken over.',
    hints: ['Corporate restructuring', 'How eBay set PayPal loose in 2015'],
  },

  // Earnings, payouts and multiples
  {
    answer: 'EBITDA',
    clue: 'Profit proxy used to price deals, struck ahead of non-cash charges',
    businessConcept: 'EBITDA',
    acronymFor: 'Earnings Before Interest, Taxes, Depreciation and Amortisation',
    insight:
      'It ignores spending to replace worn assets, so asset-heavy firms look healthier than their cash suggests; Buffett asked whether managers think the tooth fairy pays for such spending.',
    hints: ['Profit measures and debt ratios in deal-making', "Profit from running the business, counted ahead of the bank's cut, the government's cut and the charges for ageing assets"],
  },
  {
    answer: 'MULTIPLE',
    clue: 'Ratio like price to earnings, applied across comparable firms',
    businessConcept: 'Valuation Multiples',
    insight:
      'Every such ratio is a compressed discounted cash flow: it embeds assumptions about expansion, returns on invested funds and risk, which is why peers must really be comparable.',
    hints: ['Relative pricing with comparables', "Paying, say, twenty times a year's profit for a share"],
  },
  {
    answer: 'DIVIDEND',
    clue: 'Payout Lintner found managers smooth toward a target',
    businessConcept: 'Dividend Policy',
    insight:
      "Miller and Modigliani (1961) showed that in perfect markets payout choices cannot change a firm's worth; taxes, information effects and managers' incentives explain why they matter in practice.",
    hints: ['Payout decisions in corporate finance', 'Cash a company pays its shareholders out of profits, like rent paid to owners'],
  },
]);
