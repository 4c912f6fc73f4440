import {
  AGENCIES,
  ALL_BUT_CARE,
  APPS,
  BRANDS,
  BUSINESS_SOFTWARE,
  FOOD_MAKERS,
  LOGISTICS,
  MAKERS,
  TRADES,
  type Situation,
} from '../builtin-grammar';

/** Situations about the finish, depth and skill of the work itself, and what it costs to keep or raise them. */
export const CRAFTSMAN_SITUATIONS: readonly Situation[] = [
  {
    key: 'most-skilled-employee-retires',
    category: 'Craftsman',
    fits: [...FOOD_MAKERS, ...MAKERS, 'plumbing', 'electrical', 'renovation', 'landscaping', 'solar-installer', 'restaurant', 'small-hotel'],
    setup: 'You run {business}, where your most skilled employee retires in a year and no one else knows their methods.',
    stakes: [
      {
        text: 'Several large orders are due during that year. What do you do?',
        options: [
          'Rebuild how you work around tools that need less rare skill, an uncertain shift for all',
          'List each of their methods and plan who learns which one by when, a slow, steady handover',
          'Hire an experienced replacement from a rival, at a higher salary and some risk',
          'Pair them with two apprentices for the whole year, which slows output on the large orders',
          'Let them decide how to pass on their skills and build the plan around them, slowly',
        ],
      },
      {
        text: 'They have offered to stay on part-time for one more year. What do you do?',
        options: [
          'Make them a part-time adviser on another line of work, a role neither of you has tried before',
          'Agree a written plan for the extra year with clear handover steps, which takes time to set up',
          'Accept, keep them on the big orders and film each method as they work, rough notes but cheap',
          'Accept and have them spend the year teaching, with fewer products made in the meantime',
          'Accept and let them choose their own hours and projects, at a real cost to your planning',
        ],
      },
      {
        text: 'A younger employee wants to learn but is slower and makes mistakes. What do you do?',
        options: [
          'Let the younger employee try a new approach, even if it breaks with the old methods',
          'Set a one-year training plan with clear milestones and review it monthly, a slow path',
          'Put the younger employee on real orders now and fix mistakes as they come, at a cost in rework',
          'Have them learn every step from the master, one at a time, accepting slower output for a year',
          'Ask the whole team to support the younger employee and share the checking, slowing everyone',
        ],
      },
    ],
  },
  {
    key: 'product-misused-by-customers',
    category: 'Craftsman',
    fits: ['bicycle-maker', 'electronics-assembler', 'furniture-workshop', 'outdoor-gear-brand', 'skincare-brand', ...BUSINESS_SOFTWARE],
    setup: 'You run {business}, and customers complain that your product fails, though most problems come from using it the wrong way.',
    stakes: [
      {
        text: 'Online reviews are starting to mention the problems. What do you do?',
        options: [
          'Redesign the product so it cannot be used the wrong way, a bigger change that takes a year',
          'Sort the complaints by cause and fix the three most common over a quarter, one at a time',
          'Reply to each review with a simple fix and a discount this week, at some cost in money',
          'Rewrite the instructions and make the product more forgiving, which takes months of work',
          'Invite unhappy customers to a session to learn how they use it, weeks before any fix',
        ],
      },
      {
        text: 'Your support team spends half its time on these complaints. What do you do?',
        options: [
          'Turn support into a paid setup and training service, a new line of business that may not sell',
          'Measure which complaints take longest and deal with those first, over several weeks',
          'Record short how-to videos this week and send them to every customer, rough as they are',
          'Improve the product where it is most often misused, which takes months of development',
          'Train a few experienced customers to help others, which takes time to set up and support',
        ],
      },
      {
        text: 'A large retailer wants to stock the product but worries about returns. What do you do?',
        options: [
          'Offer the retailer a new, simpler version for its customers, a product you have never made',
          'Share your return figures with the retailer and agree a trial period, which delays the deal',
          'Offer to take back any returns at your own cost to win the deal now, at a real risk',
          'Wait until your improved version is ready before selling there, missing this season',
          "Offer to train the retailer's staff to advise customers well, at a cost in your own time",
        ],
      },
    ],
  },
  {
    key: 'reviewer-calls-product-unremarkable',
    category: 'Craftsman',
    fits: [...FOOD_MAKERS, ...APPS, 'restaurant'],
    setup: 'You run {business}, and a respected reviewer calls your main product good but unremarkable.',
    stakes: [
      {
        text: 'Sales are growing steadily anyway. What do you do?',
        options: [
          'Use the review as a push to create a fresh product that surprises people, a risky use of time',
          'Watch for a quarter whether the review affects sales, and change nothing until you know',
          "Use the review's reach to push sales and leave the product as it is, risking its name",
          'Work on the product until it clearly stands out, which takes months and some of your margin',
          'Invite your customers to say what they love about it and build on that, which takes a few months',
        ],
      },
      {
        text: 'A rival got a glowing review in the same article. What do you do?',
        options: [
          'Move in a different direction from the rival, trusting that your customers will follow you',
          "Compare your product with the rival's point by point, a month of work before any change",
          'Launch a price offer to win back attention, accepting a lower margin for a while',
          'Study what the reviewer praised and raise your product above it, which takes months',
          'Invite the reviewer and a few loyal customers to talk through your choices, slowly',
        ],
      },
      {
        text: 'Your team is proud of the product as it is. What do you do?',
        options: [
          'Ask the team to picture the next product instead of defending this one, a hard conversation',
          'Agree three measurable improvements with the team and test them over the next quarter',
          'Keep the team on new sales and let the review fade on its own, risking your reputation',
          'Work with the team to make one part of the product outstanding, which takes months of effort',
          'Talk with the team about the review and decide the next step together, which may take weeks',
        ],
      },
    ],
  },
  {
    key: 'international-competition-entry',
    category: 'Craftsman',
    fits: ['bakery', 'brewery', 'coffee-roastery', 'chocolate-maker', 'cheese-dairy', 'tea-company', 'ceramics-studio', 'furniture-workshop', 'restaurant', 'vineyard'],
    setup: 'You run {business}, and entries for the leading international competition in your field close in two months.',
    stakes: [
      {
        text: 'A serious entry would take your best people away from orders. What do you do?',
        options: [
          'Enter with a product unlike anything you sell now, a risky use of two busy months',
          'Estimate what a win would bring in sales against the cost of entering, and then decide',
          'Enter a product you already sell and put your effort into telling buyers, a weaker entry',
          'Spend the two months refining your best product for the entry, at a cost to current orders',
          'Enter and let the staff who make it present it to the judges, which takes time from orders',
        ],
      },
      {
        text: 'The entry fee equals a month of your marketing budget. What do you do?',
        options: [
          'Skip it and build your name in a new way, such as open days, a plan with no track record',
          'Compare the fee with the sales past winners gained, which takes weeks of calls',
          'Enter and turn the entry into marketing with posts and events, spending time as well as the fee',
          'Enter only if you can send your very best, and cut other marketing to pay for it',
          'Enter and ask your regular customers to help fund the fee, in return for early access',
        ],
      },
      {
        text: 'Your main rival has won it twice. What do you do?',
        options: [
          'Ignore the competition and create a category of your own, an uncertain path to a name',
          "Study the rival's winning entries before you choose whether to enter, using weeks you need",
          'Enter and tell your customers you are taking on the champion, a public risk if you lose',
          'Enter with a product refined over the full two months, accepting slower sales meanwhile',
          'Enter and invite your customers to help choose the product, which takes time to run',
        ],
      },
    ],
  },
  {
    key: 'buyer-requires-certification',
    category: 'Craftsman',
    fits: [...MAKERS, ...LOGISTICS, ...FOOD_MAKERS, 'it-consultancy'],
    setup: 'You run {business}, and a large buyer will only work with suppliers certified to a standard that means writing down every process.',
    stakes: [
      {
        text: 'The buyer would double your revenue. What do you do?',
        options: [
          'Use the certification to reposition for larger buyers, a different direction with real risk',
          'Cost the certification and plan it step by step over six months, which may lose the buyer',
          'Hire a consultant to get certified in the shortest possible time, at a high fee to you',
          'Use the work to improve every process, not just describe it, which takes a full year',
          'Have your staff write down the processes they know best, taking them off their work for months',
        ],
      },
      {
        text: 'Your team fears the paperwork will slow the real work. What do you do?',
        options: [
          'Design a digital system that records processes as people work, a project that may fail',
          'Write down the three processes the buyer checks first and the rest over a year, which may not satisfy them',
          'Hire an assistant this week to do the paperwork for the team, at an extra cost each month',
          'Use the writing to find and fix the weak steps in the work itself, which takes months',
          'Work out with the team how to keep the paperwork light, slowly but with their support',
        ],
      },
      {
        text: 'A competitor is already certified. What do you do?',
        options: [
          'Offer something the certified competitor cannot, a different path that may not win the buyer',
          "Study the competitor's certification and costs, and start your own only after that, weeks later",
          'Start today and tell the buyer you will be ready in three months, a tight promise',
          'Aim for a higher level of certification than the competitor, which takes longer and costs more',
          'Ask the competitor to share what they learned, which tells a rival where you are weak',
        ],
      },
    ],
  },
  {
    key: 'commission-in-unfamiliar-material',
    category: 'Craftsman',
    fits: ['furniture-workshop', 'metal-workshop', 'ceramics-studio', 'design-studio', 'architecture-studio', 'renovation'],
    setup: 'You run {business}, and a client offers a well-paid commission using a material your team has never worked with.',
    stakes: [
      {
        text: 'They need it in three months. What do you do?',
        options: [
          'Take it as a chance to move into a new kind of work, which may change what the firm is known for',
          'Test the material for two weeks before you agree, which may lose you the commission',
          'Agree and learn on the job, bringing in an outside expert if needed, with little margin for error',
          'Agree only after training with a master of the material, which uses part of the three months',
          'Agree and partner with a firm that knows the material, sharing the income with them',
        ],
      },
      {
        text: "The client saw the material in a rival's work. What do you do?",
        options: [
          'Propose an approach the client has not seen anywhere, a risk they may not accept',
          "Study the rival's work and costs and quote from that, which takes a week or two",
          "Agree and hire the maker who did the rival's piece as a freelancer, at a high day rate",
          'Agree only to the parts you can do well now, and suggest another material for the rest',
          'Meet the client to learn what they loved about it and plan the work around that, more slowly',
        ],
      },
      {
        text: 'Your senior staff are unsure they can do it. What do you do?',
        options: [
          'Bring in a young specialist to lead another kind of work, a change for the whole team',
          'Make a small test piece with the team and decide from the result, delaying your answer',
          'Agree today and lead the work yourself, accepting the risk and the long hours it needs',
          'Send the senior staff on a course in the material, which takes weeks before work starts',
          'Let the team decide together whether to take it on, even if they turn down good money',
        ],
      },
    ],
  },
  {
    key: 'kitchen-wants-ready-made-items',
    category: 'Craftsman',
    fits: ['restaurant', 'cafe', 'small-hotel', 'bakery'],
    setup: 'You run {business}, and your kitchen manager suggests buying in some items you now make yourselves, to save 15 hours a week.',
    stakes: [
      {
        text: 'The kitchen team is exhausted after a busy season. What do you do?',
        options: [
          'Rethink the menu around fewer, simpler items, a change your regulars may not like',
          'Test the bought-in items against your own in blind tastings for two weeks, then decide',
          'Buy them in from next week to give the team a rest, and negotiate a bulk price, at a cost to your name',
          'Keep making them and hire an extra cook to share the work, at a higher wage bill every month',
          'Let the kitchen team choose which items to buy in, trusting their judgement on your menu',
        ],
      },
      {
        text: 'Buying in would cut your food costs by 10%. What do you do?',
        options: [
          'Use the savings to fund a new concept alongside the current one, with no proof anyone wants it',
          'Compare the savings with any change in sales over a three-month trial, then decide',
          'Switch this month and lower prices with the savings, though regulars may notice the change',
          'Keep making everything and find the savings elsewhere, which takes more of your time',
          'Switch and pass the savings on to your staff as a raise, with no gain in profit for you',
        ],
      },
      {
        text: 'Regulars often praise the items you make yourselves. What do you do?',
        options: [
          'Make your own items the centre of a new retail line, a bigger plan that may not sell',
          'Ask a sample of regulars to compare both versions in a blind tasting, a slow test',
          'Buy in only the items regulars notice least, starting next week, at a small risk to loyalty',
          'Keep making the praised items and refine the recipes further, using the hours you have',
          'Tell regulars about the choice and let them help decide, which may take several weeks',
        ],
      },
    ],
  },
  {
    key: 'lifetime-repair-guarantee',
    category: 'Craftsman',
    fits: ['furniture-workshop', 'bicycle-maker', 'outdoor-gear-brand', 'clothing-label'],
    setup: 'You run {business}, and you are considering a lifetime repair guarantee on everything you sell.',
    stakes: [
      {
        text: 'A rival already offers a five-year guarantee. What do you do?',
        options: [
          'Offer a lifetime membership with repairs and upgrades, a different model with unknown costs',
          'Estimate ten years of repair costs from your own records, promising nothing until then',
          'Announce a ten-year guarantee this month to beat the rival, a promise with costs you cannot yet see',
          'Make the products tougher first so the guarantee costs little, which takes a year of work',
          'Train repairers in several towns to serve customers near home, a network of years',
        ],
      },
      {
        text: 'Repairs would need a new workshop and staff. What do you do?',
        options: [
          'Make repairs a business of its own that also serves other brands, with costs long before income',
          'Model the cost of the workshop against the extra sales, a few months of work first',
          "Use a partner's workshop and launch at once, sharing the repair margin with them",
          'Build your own workshop and train staff to repair each product in depth, a costly, slow path',
          'Staff the workshop with people who need a second chance at work, which means more training',
        ],
      },
      {
        text: 'Your business partner fears the guarantee will cut new sales. What do you do?',
        options: [
          'Show them a future where repair income replaces some new sales, a case they may doubt',
          'Run a one-year trial on one product line and report the figures to them, a slow answer',
          'Launch it on your best-seller and let the sales prove the point, with no safety net',
          'Offer it only on the products you know will last for decades, a narrower promise',
          'Invite loyal customers to shape the guarantee terms with you, which slows the launch',
        ],
      },
    ],
  },
  {
    key: 'outage-on-busiest-day',
    category: 'Craftsman',
    fits: [...BUSINESS_SOFTWARE],
    setup: "You run {business}, and your service was down for six hours on the last day of the month, your customers' busiest day.",
    stakes: [
      {
        text: 'Customers are asking for compensation. What do you do?',
        options: [
          'Offer a year on a new premium plan with a backup system as compensation, a plan not yet built',
          'Analyse the cause in detail and publish a report before deciding on compensation, making customers wait',
          'Give every customer a free month today with an apology, at a cost you had not planned',
          'Give a credit and pause new features until the root cause is fixed, which delays your plans',
          'Call the customers hit hardest yourself to learn what they lost, which takes several days',
        ],
      },
      {
        text: 'Your engineers say the cause is old code that needs months of work. What do you do?',
        options: [
          'Use it as the reason to rebuild the product on a new base, a year before customers see it',
          'List the risky parts and fix them in order of risk over six months, planning each step',
          'Add extra servers this week as a stopgap and fix the code later, at a risk of a repeat',
          'Stop new features and give the engineers the months they need, at a cost to new sales',
          'Explain the plan to customers and let them follow progress, exposing your problems',
        ],
      },
      {
        text: 'A large prospect has heard about the outage. What do you do?',
        options: [
          'Offer the prospect a more resilient service level, a product you have not built yet',
          'Send the prospect your incident report and uptime figures, which take a week to prepare',
          'Call the prospect, explain what happened and offer a discount, at a cost to margin',
          'Tell the prospect you would rather sign once the fix is finished, which may lose them',
          'Put the prospect in touch with customers who lived through it, at a risk to the sale',
        ],
      },
    ],
  },
  {
    key: 'cheaper-copy-of-best-seller',
    category: 'Craftsman',
    fits: [...BRANDS, 'bicycle-maker', 'ceramics-studio', 'chocolate-maker'],
    setup: 'You run {business}, and a cheaper copy of your best-selling product has appeared online.',
    stakes: [
      {
        text: 'Your sales of it have dropped 20% in a month. What do you do?',
        options: [
          'Move on to a new product the copy cannot follow, and let the old one age, trusting in the next idea',
          'Check your legal options and their costs with a lawyer before acting, which takes weeks',
          'Cut your price for a month and advertise the original hard, at a much lower margin',
          'Improve the product in ways that are hard to copy, which takes months of careful work',
          'Tell customers how the original is made and by whom, which costs time and may not stop the drop',
        ],
      },
      {
        text: 'The copy comes from a much larger company. What do you do?',
        options: [
          'Partner with another brand on something neither could make alone, a riskier route',
          'Track how far the copy spreads for a quarter, answering only if it keeps spreading',
          'Sell the original to new shops this month, before the copy reaches them, at some cost',
          'Add details and finishes the copy cannot match cheaply, at a higher cost for every item',
          'Invite loyal customers to share why they prefer the original, which takes time to build',
        ],
      },
      {
        text: 'Some customers cannot tell the two apart. What do you do?',
        options: [
          'Launch another line that makes the difference obvious, a change of design buyers may not like',
          'Test with customers which differences they notice, then decide, over a few weeks',
          'Run a campaign this month showing the two side by side, at a cost to your budget',
          'Work on the details until the difference is clear to anyone, which takes months',
          'Hold evenings with loyal customers on what matters most to them, a slow way to build on it',
        ],
      },
    ],
  },
  {
    key: 'client-imposes-its-templates',
    category: 'Craftsman',
    fits: [...AGENCIES],
    setup: 'You run {business}, and a large new client wants you to use its own tools and templates, which you think produce weaker work.',
    stakes: [
      {
        text: 'The client brings a fifth of your revenue. What do you do?',
        options: [
          'Offer to design better tools for the client, a service that may not interest them',
          'Run a small project with both methods and compare the results, a slower start with the client',
          'Agree and use their tools at once, accepting some weaker work to keep the account',
          'Explain your method and ask to keep it for the core work, which may cost the account',
          "Sit down with the client's team to hear what they need from the tools and agree a way, slowly",
        ],
      },
      {
        text: 'Your team finds the tools frustrating. What do you do?',
        options: [
          'Propose a joint project with the client to improve the tools, another kind of work',
          'Measure how much time the tools cost you over a month before you raise the issue',
          "Push through this quarter and raise the issue at renewal, at some cost to the team's morale",
          'Train the team to get the best from the tools, and show the client where they fall short',
          'Let the team raise their concerns directly with the client, which may strain things',
        ],
      },
      {
        text: "The client's last supplier was dropped for ignoring the tools. What do you do?",
        options: [
          'Use the tools and offer to build the client a better version as a paid project, which may seem pushy',
          'Use the tools and keep records of where they fall short, building a case over months',
          'Use the tools as asked and raise issues at the first review, accepting weaker work until then',
          'Use the tools and add your own checks on top of them, at an extra cost in time on every job',
          "Meet the client's team to understand why the tools matter to them, before anything else",
        ],
      },
    ],
  },
  {
    key: 'same-faults-fixed-again',
    category: 'Craftsman',
    fits: ['plumbing', 'electrical', 'renovation', 'solar-installer', ...BUSINESS_SOFTWARE, 'it-consultancy'],
    setup: 'You run {business}, and your team keeps fixing the same faults because nothing about past problems is written down.',
    stakes: [
      {
        text: 'Your two most experienced staff hold most of the knowledge. What do you do?',
        options: [
          'Build a tool that captures knowledge as people work, a project that may never take off',
          'Have the two write down the ten most common faults and fixes over the next two months',
          'Set up a shared chat where staff post fixes as they find them, rough but immediate',
          'Have the two train the others on each fault in turn, taking them off paid work for weeks',
          'Hold a team meeting this week on how people want to share what they know, weeks to settle',
        ],
      },
      {
        text: 'Customers complain that the same problems keep coming back. What do you do?',
        options: [
          'Offer customers a plan that prevents faults in advance, a line with unknown demand',
          'List the repeat problems by cost and fix the top three causes first, over a quarter',
          'Offer the affected customers a discount and fix their problems this week, at a cost',
          'Review each repeat fault in depth until its cause is fully understood, which takes time',
          'Call each affected customer to apologise and explain what you will change, days of your time',
        ],
      },
      {
        text: 'Writing things down would take five hours a week per person. What do you do?',
        options: [
          'Invest in a system that records work automatically, a large and uncertain project',
          'Start with one hour a week and measure whether repeat faults fall, a slow trial',
          'Skip the writing and pair new staff with experienced ones on every job, slowing the experienced',
          'Take the five hours, since good records make better work, at a cost to weekly output',
          'Let the team choose what to record and how, which may take a few weeks to agree on',
        ],
      },
    ],
  },
  {
    key: 'rare-material-at-double-price',
    category: 'Craftsman',
    fits: ['chocolate-maker', 'coffee-roastery', 'tea-company', 'furniture-workshop', 'ceramics-studio', 'textile-mill', 'clothing-label', 'skincare-brand'],
    setup: 'You run {business}, and a small supplier offers a rare material of exceptional grade at twice the price of what you use now.',
    stakes: [
      {
        text: 'They can supply enough for only a fifth of your production. What do you do?',
        options: [
          'Create a new top line around the material, for buyers who may not exist yet in your market',
          'Test it in one product for three months to see whether buyers pay more, while others may buy it up',
          'Buy all they can offer now and sell a limited edition this season, tying up cash in it',
          'Use it in your best product and raise its price, selling less of it but at a finer grade',
          'Sign a long contract that helps the supplier grow, at a higher cost to you for years',
        ],
      },
      {
        text: 'Your margins are already thin. What do you do?',
        options: [
          'Build a premium brand around the material, a larger change with no guarantee',
          'Model the margin at different prices before buying any, which takes a few weeks',
          'Buy a small lot and sell it in advance to your best customers this month, a gamble that may fail',
          'Use it only where it makes a clear difference and accept the higher cost there',
          'Commit to a steady yearly order so the supplier can plan, at the higher price for a year',
        ],
      },
      {
        text: 'Your regular supplier says it can match the grade within a year. What do you do?',
        options: [
          'Work with both suppliers on a new kind of product, a plan with uncertain results',
          'Compare both offers on samples for a few months, committing to neither until then',
          'Buy from the small supplier now and switch if the regular one delivers, straining both ties',
          'Buy the finest material available now, whoever supplies it, at a higher cost',
          'Stay with the regular supplier and help them reach the grade, accepting a year without it',
        ],
      },
    ],
  },
  {
    key: 'double-checks-make-jobs-overrun',
    category: 'Craftsman',
    fits: [...TRADES, ...AGENCIES],
    setup: 'You run {business}, and jobs now take 20% longer than you quote because your team checks everything twice.',
    stakes: [
      {
        text: 'You have lost two bids to cheaper rivals this month. What do you do?',
        options: [
          'Sell a premium service with the checks built into the price, an unfamiliar market position',
          'Measure which checks catch real problems and drop the rest, which takes two months',
          'Drop the second check on small jobs to win more bids, with little margin for error',
          'Keep the checks and raise your quotes to cover them, accepting that you win fewer jobs',
          'Review the checks with the team and agree changes as a group, losing more bids meanwhile',
        ],
      },
      {
        text: 'Your clients have never complained about errors. What do you do?',
        options: [
          'Market your clean record as another kind of guarantee, hoping buyers care enough to pay for it',
          'Track time spent on checks against errors found for a quarter, changing nothing meanwhile',
          'Drop the second check and put the time into more paid jobs, at a risk of errors reaching clients',
          'Keep every check, since the clean record is why clients return, at a cost in hours',
          'Put the checks to your clients and decide with them whether to keep paying, which takes weeks',
        ],
      },
      {
        text: 'Your team is proud of its record. What do you do?',
        options: [
          "Turn the team's checking method into a service you sell to other firms, a new line",
          "Review the checks with the team against last year's records, which takes a month of meetings",
          'Ask the team to drop the checks on routine work from next week, risking morale',
          'Keep the checks and start training the team this month to do them faster, which takes months',
          'Let the team decide which checks to keep, and accept their choice even if little changes',
        ],
      },
    ],
  },
  {
    key: 'lowest-bid-budget-too-small',
    category: 'Craftsman',
    fits: [...AGENCIES, ...TRADES, ...MAKERS],
    setup: 'You run {business}, and you won a large contract with the lowest price, but its budget does not allow your usual standard of work.',
    stakes: [
      {
        text: 'The work starts in two weeks. What do you do?',
        options: [
          'Propose a new, simpler scope that the budget can support, a deal the client may reject',
          'Cost the work line by line and show the client where the budget falls short, over days',
          'Start on time and find cheaper ways to do each part, accepting some rough edges',
          'Do the work the way you always do and absorb the loss to protect your name in the trade',
          'Bring both teams together to find where the budget can stretch, which may unsettle the client',
        ],
      },
      {
        text: 'The client is already asking for extras. What do you do?',
        options: [
          'Offer a new package of extras at a separate price, a deal the client may refuse',
          'Price every extra in writing before agreeing to any of them, which may slow the work',
          'Agree to small extras now to keep the client happy, and charge for the larger ones',
          'Refuse extras until the core work is finished to your satisfaction, which may strain things',
          "Ask the client's team which extras matter most to their people, and trade others away, slowly",
        ],
      },
      {
        text: 'Your staff say they cannot do good work at this price. What do you do?',
        options: [
          'Use the contract to test a leaner way of working, a change the team may resist',
          'Work out with the team where time can be saved without harm, which takes a week',
          'Keep the schedule and bring in two freelancers for the simplest tasks, at a cost to margin',
          'Give the team the time they need and absorb the loss, and learn to quote better',
          'Listen to the team and bring their concerns to the client, at some risk to the deal',
        ],
      },
    ],
  },
  {
    key: 'senior-hire-changes-core-method',
    category: 'Craftsman',
    fits: ALL_BUT_CARE,
    setup: 'You run {business}, and a senior hire wants to change how your team does its core work, with mixed results so far.',
    stakes: [
      {
        text: 'Some long-serving staff are unhappy with the change. What do you do?',
        options: [
          'Back the new method as the way forward, accepting that some long-serving staff may leave',
          'Compare the results of both methods for three months, keeping both running, a slow answer',
          'Let the senior hire push on this month and deal with objections one by one, risking departures',
          'Have the senior hire prove the method on one product or service first, which takes time',
          'Bring both sides together to shape a shared method, which slows the change by months',
        ],
      },
      {
        text: 'Customers have noticed small differences in the results. What do you do?',
        options: [
          'Explain the change to customers as part of a different direction, accepting some doubt',
          'Survey customers on the differences this month and decide from the answers, while the change goes on',
          'Keep going and offer customers who notice a free fix, at some cost while the method settles',
          'Pause the change until the new method matches the old results, at a cost in time',
          'Invite the customers who noticed to help judge the new results, which takes weeks',
        ],
      },
      {
        text: 'The senior hire says they will leave if you slow down. What do you do?',
        options: [
          'Give them a new role leading the change across the business, trusting someone still new',
          'Agree a clear plan with milestones and review it every month, which may lose them',
          'Let them go ahead at full speed to keep them, accepting the risk of costly mistakes',
          'Insist on testing each step on real work before it is used, even if it means they leave',
          'Talk with them and the team together to find a pace both can accept, which takes time',
        ],
      },
    ],
  },
  {
    key: 'final-check-quietly-dropped',
    category: 'Craftsman',
    fits: [...FOOD_MAKERS, ...MAKERS, ...BRANDS],
    setup: 'You run {business}, and as orders doubled this year, the final check before shipping was quietly dropped.',
    stakes: [
      {
        text: 'Two faulty batches have reached customers. What do you do?',
        options: [
          'Redesign production so faults are caught automatically, a large, uncertain project',
          'Trace the cause of each fault and restore the checks in order of risk, over a month',
          'Replace the goods today and add a fast spot check on every batch, which catches less than the full one',
          'Restore the full check at once on every batch, even if it slows shipping for weeks',
          'Tell all your customers what happened and what you are changing, at a risk to your name',
        ],
      },
      {
        text: 'Restoring the check would cut output by 15%. What do you do?',
        options: [
          'Invest in a process that checks each item as it is made, a project that takes a year',
          'Check a sample of each batch and measure whether the faults fall, a slower answer',
          'Bring in a faster, simpler check on every batch, accepting that it catches less',
          'Restore the full check and accept lower output until you can hire more staff',
          'Work out with the team how to fit the check into the day, a week or two to settle',
        ],
      },
      {
        text: 'A large new customer starts next month. What do you do?',
        options: [
          'Build a separate line for the new customer with checks built in, a costly plan no one has tried',
          'Plan the checks for the new customer in detail before the first order ships, slowly',
          'Ship on time with a spot check on every batch and a full check on theirs, working late to do both',
          'Delay the first shipment until the full check is back in place, which may annoy them',
          'Tell the new customer about the problem and your plan, which may cost the deal',
        ],
      },
    ],
  },
  {
    key: 'dream-project-half-budget',
    category: 'Craftsman',
    fits: ['design-studio', 'architecture-studio', 'marketing-agency'],
    setup: 'You run {business}, and a small organisation offers a project you would love to do well, but its budget covers half your usual fee.',
    stakes: [
      {
        text: 'Your schedule is already full. What do you do?',
        options: [
          'Take it on as a showcase for the kind of work you want to do more of, though it may lead nowhere',
          'Work out what you could deliver for that budget before answering, which may lose it',
          'Agree and fit it in with a smaller scope than they hoped, accepting some strain on the team',
          'Agree and give it your full effort, absorbing the lost fee and the long hours it will take',
          'Let a junior team member lead it, a chance for them to grow, at some risk to the work',
        ],
      },
      {
        text: 'A well-paying client wants you for the same month. What do you do?',
        options: [
          'Take the small project as a step toward the work you want to be known for, and lose the fee',
          'Compare the two projects on margin and likely future work, and take the better one, days later',
          'Take both and hire a freelancer for part of the work, risking the standard of each',
          'Take the small project only if you can give it your full care, and decline the other',
          'Take the paying client and give the small organisation free advice, a smaller help',
        ],
      },
      {
        text: 'The organisation asks you to work for free in return for publicity. What do you do?',
        options: [
          'Agree and use it to launch a service for similar clients, hoping the publicity brings them',
          'Estimate what the publicity is really worth to you before agreeing, which takes time',
          'Agree a small fee and a public credit, and start next week before they ask elsewhere',
          'Agree only if you have the time to do the work in full, at a real cost to you and the team',
          "Agree and involve the organisation's members in the design, which takes much longer",
        ],
      },
    ],
  },
  {
    key: 'retailer-wants-milder-recipe',
    category: 'Craftsman',
    fits: ['brewery', 'coffee-roastery', 'chocolate-maker', 'cheese-dairy', 'tea-company', 'kombucha-maker', 'pet-food-brand', 'skincare-brand'],
    setup: 'You run {business}, and your biggest retailer asks you to change your recipe so that it appeals to a wider market.',
    stakes: [
      {
        text: 'The retailer brings 40% of your sales. What do you do?',
        options: [
          'Create a second brand for the retailer with the new recipe, in a market you do not know',
          'Test the new recipe with customers for two months, and keep both options open until then',
          'Agree and make the change to keep the retailer, risking the loyal buyers who like the old recipe',
          'Keep your recipe and explain to the retailer why it matters, which may lose the account',
          'Invite your loyal customers to taste both and give their view first, slower but shared with them',
        ],
      },
      {
        text: 'A rival has already made a similar change. What do you do?',
        options: [
          'Move the other way with a richer product for fewer buyers, in a niche that may be too small',
          "Track the rival's sales after its change for a quarter, and follow only if it pays",
          'Make the change now to keep your shelf space before the rival takes it, risking regulars',
          'Refine your recipe further so it stands out on the shelf, at a higher cost per unit',
          "Meet the retailer's buyers to learn what their customers really want, which takes a few weeks",
        ],
      },
      {
        text: 'Your staff are proud of the current recipe. What do you do?',
        options: [
          'Ask the staff to develop a fresh product for the retailer, separate from the original, a second line to run',
          'Test both recipes with staff and customers this month and follow the result, whichever wins',
          'Make the change this month to keep the retailer, and thank the staff with a bonus, risking their pride',
          'Keep the recipe and look for retailers who value it, a slower path to growth than the change',
          'Let the staff help decide, and accept that they may say no and cost you the retailer',
        ],
      },
    ],
  },
  {
    key: 'finer-tool-takes-months-to-learn',
    category: 'Craftsman',
    fits: ['design-studio', 'architecture-studio', 'marketing-agency', 'furniture-workshop', 'metal-workshop', 'game-studio'],
    setup: 'You run {business}, and your team could switch to a professional tool that gives finer results but takes months to master.',
    stakes: [
      {
        text: 'Two large projects are due this quarter. What do you do?',
        options: [
          'Use the tool to offer work you could not do before, in a market you do not know',
          'Trial the tool on one small project this quarter and decide from the results, slowly',
          'Buy the tool now for one person to use on the large projects, learning under deadline pressure',
          'Switch after the projects and give the team a month off client work to master it, at a loss',
          'Let the team decide when to switch, balancing it against their workload, though deadlines may slip',
        ],
      },
      {
        text: "The tool's licence costs twice as much as what you use now. What do you do?",
        options: [
          'Use the tool to move into higher-paid work that covers the cost, an uncertain market',
          'Calculate how many extra hours of billed work would pay for it before buying any licence',
          'Buy one licence and let your fastest learner win new work with it, with no safety net',
          'Buy it for everyone and start full training this month, accepting the full cost for a year',
          'Offer the team a choice between the tool and a bonus, and accept what they pick',
        ],
      },
      {
        text: 'Your most experienced staff prefer the old tool. What do you do?',
        options: [
          'Build a new team around the new tool, a separate way of working alongside the old',
          'Compare the results of both tools on real jobs for a quarter, and switch only if the new one wins',
          'Switch the junior staff now and let the seniors follow when they are ready, splitting the team for a while',
          'Have the seniors master the tool first, so they can teach the others, which takes months',
          'Let the experienced staff keep the old tool and choose when to change, slower to switch',
        ],
      },
    ],
  },
  {
    key: 'custom-orders-crowd-out-range',
    category: 'Craftsman',
    fits: ['furniture-workshop', 'ceramics-studio', 'metal-workshop', 'clothing-label', 'bicycle-maker'],
    setup: 'You run {business}, and custom orders now take most of your time, while your standard range has not changed in three years.',
    stakes: [
      {
        text: 'Custom orders earn more per hour. What do you do?',
        options: [
          'Make custom work the whole business and drop the range, depending on fewer clients',
          'Compare the margin per hour of both for six months, and put your time where it pays',
          'Take every custom order you can while demand lasts, letting the range age another year',
          'Set aside one day a week to rework the range, giving up a fifth of your custom income',
          'Train a junior to take on simpler custom orders, freeing your own time only after months',
        ],
      },
      {
        text: 'A shop wants to stock your standard range if you refresh it. What do you do?',
        options: [
          'Design a new range for shops, a different direction that may not suit your customers',
          'Cost a refreshed range against the likely shop orders before agreeing, over a month',
          'Agree and refresh a few pieces this month, accepting a partial update for the launch',
          'Pause custom orders for two months to redesign the range piece by piece, at a loss of income',
          'Invite your regular customers to pick the pieces to refresh first, which takes time to collect',
        ],
      },
      {
        text: 'Your staff find custom work more interesting. What do you do?',
        options: [
          'Let the staff create a range inspired by their custom work, an uncertain product',
          'Track which work earns most and which your staff prefer, then decide next quarter',
          'Keep the staff on custom orders and outsource the range update, risking its finish',
          'Rotate everyone through the range work so it gets the same care, at a cost in output',
          'Plan the work with the staff so each does some of both, which takes longer to arrange',
        ],
      },
    ],
  },
  {
    key: 'training-or-marketing-budget',
    category: 'Craftsman',
    fits: ALL_BUT_CARE,
    setup: 'You run {business}, and you have $20,000 left this year for either expert training for your team or a bigger marketing push.',
    stakes: [
      {
        text: 'Sales have been flat for two quarters. What do you do?',
        options: [
          'Spend it on testing a new offer instead, for a kind of customer you have not served',
          "Estimate the return of each option from past results, a few weeks' work before spending",
          "Spend it on marketing to lift sales now, and push the team's training back to next year",
          'Spend it on expert training, since better work brings customers back, but slowly',
          'Put the choice to your team and accept what they pick, even if you would choose otherwise',
        ],
      },
      {
        text: 'Two of your staff have asked for training. What do you do?',
        options: [
          'Fund training in a new skill that could open a fresh service, an uncertain direction',
          "Compare the costs and likely benefits of both options, a month's work before anyone is trained",
          'Fund the marketing now and promise the training for next year, at some cost to morale',
          'Fund the training for the whole team, so everyone improves, and skip the marketing',
          'Fund the two who asked and have them teach the others, which takes months to spread',
        ],
      },
      {
        text: 'A rival has just launched a large advertising campaign. What do you do?',
        options: [
          'Ignore the campaign and put the money into a new direction for the firm, which pays off only later',
          "Watch for a month how the rival's campaign affects your sales before spending, and lose that month",
          'Spend it on a campaign of your own to keep your name in front of customers, and skip the training',
          'Spend it on training, so your work stands out when customers compare, a slower answer',
          'Spend it on a campaign built with your customers and their stories, which takes time',
        ],
      },
    ],
  },
];
