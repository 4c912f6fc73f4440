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
          'Let the retirement push you to machines that do part of their work, though other staff never learn it',
          'Make a week-by-week plan of the orders and who covers each step, with no machines to take the load',
          'Ask the retiring employee to take the large orders first while you hire, before any plan of who covers what',
          'Put them on the hardest part of each order with an apprentice beside them, while others wait for their orders',
          'Rotate every member of staff through a week beside them, though no one learns the hardest parts in full',
        ],
      },
      {
        text: 'They have offered to stay on part-time for one more year. What do you do?',
        options: [
          'Take the offer and turn their know-how into a course others could buy, before any timetable is agreed',
          'Let them stay part-time on a fixed timetable of what they teach each month, while the big orders go on',
          'Make them a consultant on the big orders only, with no one person learning all they know',
          'Ask them to spend the year teaching one person all they know, rather than letting them choose whom',
          'Keep them on as long as they wish and have them choose whom to teach, rather than selling their know-how',
        ],
      },
      {
        text: 'A younger employee wants to learn but is slower and makes mistakes. What do you do?',
        options: [
          "Redesign the work so fewer steps need the retiring employee's skill, before the simpler orders run out",
          'Spend a month putting the younger employee on each task and count the errors, rather than a year of shadowing',
          'Hand the younger employee the simpler orders at once, without others on hand to support them',
          'Have them shadow every job for a year before working alone, rather than redesigning the work around them',
          'Ask the others to support the younger employee on each job, before anyone has noted their errors',
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
          'Remake the product so it cannot be used the wrong way, rather than clearer instructions in the box',
          'Sort each complaint by its cause before you answer, without a video from the people who use it well',
          'Reply to every review today with a short guide, rather than remaking the product itself',
          'Let the product speak for itself with clear instructions in the box, before sorting complaints by cause',
          'Make a how-to video with customers who use it well, rather than a reply to each review today',
        ],
      },
      {
        text: 'Your support team spends half its time on these complaints. What do you do?',
        options: [
          'Use the complaints to design a smarter version with help built in, rather than a user forum',
          'Agree a script that sorts the calls by what caused them, rather than a smarter version',
          'Start a paid setup service for new buyers, before sorting the calls by what caused them',
          'Take the time to rewrite the instructions so every step is clear, even though a setup service could pay now',
          'Let customers who use it well answer others in an online forum, with instructions left as they are',
        ],
      },
      {
        text: 'A large retailer wants to stock the product but worries about returns. What do you do?',
        options: [
          'Offer the retailer a version designed for its customers, before showing them your return rates',
          'Use your own return rates to show the retailer the real picture, rather than covering returns yourself',
          "Agree to cover any returns for the first three months yourself, without coaching the retailer's staff",
          "Start coaching the retailer's staff on how the product works, before it goes on their shelves",
          "Take the retailer's worries to your most loyal users and get them to vouch for it, rather than a new version",
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
          'Give your team a year to design the next thing the reviewer will call remarkable, with no ads quoting the review',
          'Send buyers a short survey on what would make the product stand apart, rather than improving details now',
          'Use the review in your ads as praise for a good product, without asking loyal customers first',
          'Agree with your team on three details to improve, rather than a whole new product next year',
          'Start asking your most loyal customers what they love in it, before any survey of buyers',
        ],
      },
      {
        text: 'A rival got a glowing review in the same article. What do you do?',
        options: [
          'Set out a bolder plan that moves past the rival, without a redesign of the current product',
          'Give yourself a month to set the two products side by side, rather than a stand together at the fair',
          'Offer a discount this month to buyers weighing up both products, rather than a bigger plan for later',
          "Use the rival's praised features as a guide for a careful redesign, before comparing the two side by side",
          'Agree with the rival to take a stand at the next fair together, rather than a discount against them',
        ],
      },
      {
        text: 'Your team is proud of the product as it is. What do you do?',
        options: [
          "Put your team's pride into the next thing you make, without a reviewer's list of what they missed",
          'Give the product a few sales figures to reach and let the results decide, rather than designing the next one',
          'Give the team a cash reward tied to a sales target by summer, before setting any other goals',
          'Offer to work with the team on small refinements, rather than cash tied to sales',
          'Gather the team to hear what they think the reviewer missed, rather than refining anything yet',
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
          'Keep your strongest people on the entry and use it to launch a premium range, before setting any hours',
          'Put one person on the entry for a set number of hours, rather than a simple entry from existing work',
          'Put in a simple entry made from existing work, with no time for your able people to make something finer',
          'Give your strongest people two months to make the entry as fine as anything they have made, not a team project',
          'Make the entry a team project with every name on it, rather than a premium range built on it',
        ],
      },
      {
        text: 'The entry fee equals a month of your marketing budget. What do you do?',
        options: [
          'Ask a sponsor to cover the fee in return for a joint launch, rather than advertising the entry',
          'Pay the fee only if past winners got more orders from it, before weighing the recognition it brings',
          "Put the month's marketing budget into the entry and advertise it everywhere, without asking the team",
          'Set the fee against the chance of recognition for the work, rather than finding a sponsor to pay it',
          'Let the team vote on whether to spend the money, before checking what past winners gained',
        ],
      },
      {
        text: 'Your main rival has won it twice. What do you do?',
        options: [
          'Make the entry a kind of piece the judges have never seen, instead of your best piece made better',
          "Ask the judges what they look for and study the rival's past entries, rather than a joint entry",
          'Keep the entry simple and market it hard whatever the result, instead of a piece no judge has seen',
          'Put all your effort into the best piece you can make, without studying what the judges look for',
          'Set up a joint entry with a smaller firm you respect, rather than marketing it hard on your own',
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
          'Let the certification become the start of selling to more big buyers, before the people doing the work are asked',
          'List every process and the hours to document it, rather than a bigger plan for other buyers',
          'Ask the buyer for a first order on the promise of certification, before listing what it will take',
          'Write your methods down exactly as you work, rather than asking for an order on a promise',
          'Put the documentation in the hands of those who do each task, rather than writing it all yourself',
        ],
      },
      {
        text: 'Your team fears the paperwork will slow the real work. What do you do?',
        options: [
          'Redraw your processes from scratch, before anyone records the steps the standard needs',
          'Have the team record just the steps the standard requires, rather than hiring a temp for it',
          'Make the paperwork a weekend job for one paid temp, rather than asking each person to set down their part',
          'Ask each person to set down their own part carefully, rather than leaving the team to decide how',
          'Leave the team in charge of deciding how to document their work, rather than redrawing everything',
        ],
      },
      {
        text: 'A competitor is already certified. What do you do?',
        options: [
          'Start certification and an offer for big buyers at once, before telling the buyer any date',
          "Take the competitor's case as a guide and plan your certification in stages, without asking them how",
          'Let the buyer know you will match the competitor this quarter, before your process is any stronger',
          'Make your process stronger than the rules require, rather than an offer for big buyers at once',
          'Ask the competitor how they did it, rather than planning every stage on your own',
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
          'Agree and build a couple of ranges around the material, before mastering it yourself',
          'Start with a trial piece in the new material, rather than sharing the job with a workshop that knows it',
          'Take the commission and learn the material as you go, with no ranges planned around it',
          'Accept only after you have mastered the material, rather than making a trial piece first',
          'Make the piece with a workshop that knows the material, rather than learning it as you go',
        ],
      },
      {
        text: "The client saw the material in a rival's work. What do you do?",
        options: [
          'Use the request to move your offer over to the new material, before asking the rival what they learned',
          'Agree a trial piece first, rather than moving everything over to the new material',
          "Start today with the client's design and a supplier's help, before any trial piece is made",
          "Take the time to learn the material in depth, rather than starting today with a supplier's help",
          'Contact the rival to see if they would pass on what they learned, rather than learning it in depth alone',
        ],
      },
      {
        text: 'Your senior staff are unsure they can do it. What do you do?',
        options: [
          'Offer the job to a new hire who knows the material, before trying a small piece with your own staff',
          'Try a small piece with your senior staff first, rather than bringing in a specialist',
          'Agree to the job and bring in a specialist for the hard parts, rather than lessons for your staff',
          'Start with lessons in the material for your senior staff, rather than deciding it with them',
          'Make the call together with your senior staff before you answer, rather than hiring someone new for the material',
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
          'Move prep to a partner who cooks in bulk and plan your menu on it, rather than quick fixes for the quiet dishes',
          'Buy in items for one month and add up the hours saved, before simplifying anything on the menu',
          'Use ready-made items for the quietest dishes right away, without a rota that rests the cooks',
          'Keep making it all yourselves and simplify the menu, with no partner to take the load',
          'Start a rota that gives each cook two days off in turn, without adding up the hours it costs',
        ],
      },
      {
        text: 'Buying in would cut your food costs by 10%. What do you do?',
        options: [
          'Set up a central kitchen that supplies other places too, rather than better ingredients for your own',
          "Buy in two items for a month and weigh the saving against what guests say, without the kitchen team's views",
          'Offer the savings to guests as a lower price on the bought-in items, rather than a kitchen of your own',
          'Use the savings on better ingredients for what you still make, with no trial of the figures first',
          'Agree with the kitchen team which items they least mind buying in, and keep prices as they are',
        ],
      },
      {
        text: 'Regulars often praise the items you make yourselves. What do you do?',
        options: [
          'Put those items at the centre of a concept and sell them in shops as well, rather than an extra cook',
          'Buy in a few items for a month to start with, and build no new concept around the rest',
          'Give regulars a discount on the homemade items and buy in the rest to save hours, before trying anything',
          'Offer the homemade items you do finest and drop the rest, rather than a discount that keeps them all',
          "Use the regulars' praise to recruit an extra cook for those items, without dropping any of them",
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
          'Keep to the lifetime promise and build a second trade in mending, rather than pricing the work in first',
          'Put the cost of five years of repairs into the price, so a longer guarantee is safe, without promoting it',
          'Set a ten-year guarantee and promote it hard from Monday, rather than limiting it to the products you trust',
          'Give a lifetime guarantee on the products you are sure of, without local shops to do the repairs',
          'Offer repairs through local repair shops you partner with, without a trade of your own in repairs',
        ],
      },
      {
        text: 'Repairs would need a new workshop and staff. What do you do?',
        options: [
          'Ask a partner to run the repair workshop as a firm of its own, rather than hiring repairers yourself',
          'Keep the guarantee limited until repair volumes are known, without a workshop built to your standards',
          'Put the workshop in a cheap unit and hire two repairers right away, without former employees to lean on',
          'Set up the workshop with the same standards as your main work, before anyone has a view on volumes',
          'Give the repair jobs to people who used to work for you, without a partner running it as a firm',
        ],
      },
      {
        text: 'Your business partner fears the guarantee will cut new sales. What do you do?',
        options: [
          'Make the guarantee part of a move into mending and renting out goods, without an offer for new sales',
          'Ask your partner to give it a year with clear figures to hit, without asking customers how they feel',
          'Keep new sales growing with a launch offer while the guarantee starts, rather than a move into rentals',
          'Put the guarantee on the best-made products alone, without a one-year run to test it',
          'Hold an evening with customers to ask how they would react, without a launch offer ready',
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
          'Promise guaranteed uptime backed by credits, rather than calling customers one by one',
          'Make a fair formula based on hours lost and apply it to everyone, without a bigger promise on uptime',
          'Ask every large customer to accept a month without charge for staying, without a formula behind it',
          'Limit your reply to a clear account of what failed and how you fix it, rather than a free month',
          'Call each customer hit by the outage first to learn what they need, without a fix to show them yet',
        ],
      },
      {
        text: 'Your engineers say the cause is old code that needs months of work. What do you do?',
        options: [
          'Take the chance to rebuild the whole product from scratch, rather than a rewrite in stages',
          'Let the engineers plan the rewrite in stages with clear deadlines, without a patch in the meantime',
          'Ship a patch this week and schedule the rewrite later, rather than rewriting the weakest parts now',
          'Ask the engineers to rewrite the weakest parts thoroughly, without weekly updates for customers',
          'Send customers a weekly update on the rewrite, without a new product to promise them',
        ],
      },
      {
        text: 'A large prospect has heard about the outage. What do you do?',
        options: [
          "Offer the prospect stronger guarantees than any rival's, rather than a free month to try it",
          'Take the prospect through the cause and the plan with the numbers, without a fix to show',
          'Let the prospect use the service without charge for a month, rather than explaining the cause',
          'Make the fix first and tell the prospect when it is finished, without any guarantee to offer',
          'Ask a satisfied customer to talk to the prospect, without the numbers on what went wrong',
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
          'Move your effort to a next product the copier has no way to follow, rather than a finer finish on this one',
          'Start tracking where sales go and why, without sharing anything with customers yet',
          'Take the fight online with ads that show why yours is the original, rather than a product they cannot follow',
          'Make the difference plain with clearer details and a better finish, without tracking where sales go',
          'Make your customers part of the story by sharing how you make it, without any ads',
        ],
      },
      {
        text: 'The copy comes from a much larger company. What do you do?',
        options: [
          'Use the copy as a push to create a range they have no answer to, rather than relying on loyal customers',
          'Agree to a legal review of your design rights before acting, without a new range in the works',
          'Start a campaign that calls out the copy, before any legal review of your rights',
          'Take your product further in detail and durability, without a campaign against the copy',
          'Let your most faithful customers speak up for the original, without making the product any better',
        ],
      },
      {
        text: 'Some customers cannot tell the two apart. What do you do?',
        options: [
          'Offer a made-to-order version that no imitation can match, rather than trying labels on small batches',
          'Try a few labels and packs on small batches to learn what helps, without a lower price to win buyers back',
          "Put a lower price on your original for a few weeks and advertise it widely, rather than a maker's mark",
          "Mark each piece with a maker's mark and a card on looking after it, without asking buyers what helps",
          'Ask your most faithful buyers how to show the difference, without a made-to-order version to offer',
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
          'Give the client a proposal to replace their templates with your way of working, rather than pushing jobs through',
          'Use the templates for three months and compare what they produce, without agreeing any limits',
          'Use the templates as they are and push every job through on time, rather than a joint review',
          'Agree to the templates that do not harm the work, without putting a proposal of your own',
          "Start a joint review of the templates with the client's people, without three months of results to show",
        ],
      },
      {
        text: 'Your team finds the tools frustrating. What do you do?',
        options: [
          'Set up a team to link their tools with yours, rather than paying people to push through',
          'Give the team a fortnight to write up the specific problems, without using your own tools meanwhile',
          'Offer the team a cash reward to push through the tools this quarter, rather than linking the tools',
          'Use your own tools for the critical parts and their templates for the rest, without a written list of problems',
          'Agree with the team which problems to raise with the client, without a cash reward to ease it',
        ],
      },
      {
        text: "The client's last supplier was dropped for ignoring the tools. What do you do?",
        options: [
          "Put your own way of working to them as a model for the client's firm, rather than selling them more work",
          'Keep a clear note of how you use the tools on each job, without a model of your own to propose',
          'Give the client full use of the tools and sell them more work besides, rather than proving better results',
          'Use the tools and prove better results with your own methods alongside, without agreeing how much freedom you have',
          "Sit down with the client's people to agree how much freedom you have, without notes on each job",
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
          'Keep the two on fixing faults and pay for software that learns from every repair, and skip any list of common faults',
          'Write down the ten most common faults and their fixes first, and leave video or training for later',
          'Set the two staff to record a short video of each fix as it happens, though no one writes the fixes down',
          'Give the two a day a week to write down each fault and its fix in detail, and pay no bonus for teaching',
          'Offer the two a bonus to teach the others what they know, and buy no software to do it for them',
        ],
      },
      {
        text: 'Customers complain that the same problems keep coming back. What do you do?',
        options: [
          'Ask customers to join a maintenance plan that prevents faults, though free return visits might keep them sooner',
          'Keep a record of every returning problem for a month to find the pattern, with more complaints meanwhile',
          'Add a free return visit to every complaint so customers stay with you, though the cause is still unknown',
          'Set a rule that no job closes until its cause is written down, and sell no maintenance plan on top',
          'Give the customers who complain a direct line to whoever fixed it, though nobody logs the pattern',
        ],
      },
      {
        text: 'Writing things down would take five hours a week per person. What do you do?',
        options: [
          'Make the knowledge the base of a paid advice line for other firms, and leave your own notes unfinished',
          'Ask for one hour a week each for three months to write up the repeat faults, with no Friday session',
          'Keep the writing to the three costliest faults and accept the rest as they come, with no advice line to sell',
          "Put the five hours into each week's plan and accept that output drops, without trying a shorter hour first",
          "Make the writing a shared session each Friday, so the week's jobs run late and nothing is sold from it",
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
          'Let the rare material start a top range with a name of its own, and give no other small maker a share of it',
          'Make one trial batch and see whether buyers pay the higher price, with no new range named yet',
          'Ask your best buyers to pre-order the rare batch at a premium, though no trial batch has been made',
          'Save the rare material for the work that shows it best, and sell nothing at a premium in advance',
          'Put the supplier in touch with other small makers so they can grow, and make no top range of your own',
        ],
      },
      {
        text: 'Your margins are already thin. What do you do?',
        options: [
          'Take the material and move your brand up to a higher price, though no trial batch shows buyers will pay',
          'Buy only if a first batch pays at double the cost, which takes a month and sells no special edition',
          'Make a limited edition with the material and sell out at a premium, with no time to see how fine it is',
          'Ask the supplier for a small amount and learn how the material behaves, keeping its name to yourself',
          "Keep your usual material and pass the supplier's name to others who can afford it",
        ],
      },
      {
        text: 'Your regular supplier says it can match the grade within a year. What do you do?',
        options: [
          'Start designing a collection around the better grade now, and make no quick offer to the small supplier',
          'Take samples from both every quarter and judge them on the bench, and design no collection yet',
          'Let the small supplier know you will buy at once if they cut the price, though you have judged no samples',
          'Make a few items with the rare material now to learn its ways, and leave the grade to your regular supplier',
          'Ask both suppliers to work on the grade jointly, though no one has set samples side by side',
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
          'Sell the double check as a premium option with its own price, though the cheap work still goes elsewhere',
          'Time each check to learn which one truly catches errors, at the cost of a bid or two and no premium offer',
          "Take the next bid at the rivals' price and drop the second check on small jobs, with the team not consulted",
          'Let the rivals win the cheap work and keep your checks for clients who value them, with no new price for it',
          'Agree with the team which checks to keep, though the next bid goes out at your old price',
        ],
      },
      {
        text: 'Your clients have never complained about errors. What do you do?',
        options: [
          'Use the clean record to market a guarantee no rival can match, without asking clients what they value',
          'Try one check on small jobs for a month to see if errors rise, with no guarantee to sell',
          'Start quoting 15% lower with a single check, and win back the bids you have been losing',
          'Take out only the checks that never find anything, and keep your quotes where they are',
          'Let your clients pick between a faster price and the double check, though no trial shows what errors follow',
        ],
      },
      {
        text: 'Your team is proud of its record. What do you do?',
        options: [
          "Offer the team's method as a training course for other firms, and leave the checks untimed",
          "Use the team's record to work out which checks matter most, with no single-check trial on small jobs",
          "Agree to a faster single check on small jobs and celebrate the team's record, before timing anything",
          'Time each check with the team and stick with them all, with no course to sell on the side',
          "Build any change on the team's pride and decide it with them, with no faster check agreed yet",
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
          'Give the client a plan for a later phase that pays for the first, and start the cheap part with the cheapest suppliers',
          'Send the client a clear page of what the budget covers and what it does not, with the core work not yet agreed',
          'Use your cheapest suppliers and start on the agreed day, though the team has not seen the budget',
          'Keep the main job to your normal level and cut the rest, with no later phase offered to the client',
          'Tell your team openly what the budget is and plan the job with them, before writing to the client',
        ],
      },
      {
        text: 'The client is already asking for extras. What do you do?',
        options: [
          'Set up a paid package of extras the client can choose from, priced before any of them is made',
          'Give the client a price for every extra before agreeing to any, even the ones the end users need',
          'Offer the extras cheaply if they sign for more work, with no package set out for them to choose from',
          'Use the extras to show what your people are capable of, though each one is unpriced and may lose money',
          "Agree to the extras that serve the client's end users most, even if no more work comes of it",
        ],
      },
      {
        text: 'Your staff say they cannot do good work at this price. What do you do?',
        options: [
          'Put the job forward as a model for a cheaper offer you might sell others, without renegotiating with the client',
          'Set a budget per task with your staff, even if some parts are thinner than usual and no model comes of it',
          'Give the staff a reward for finishing on budget, though each task has no budget of its own',
          'Pay for the extra hours from your own profit so the work is done right, with no reward for speed',
          "Use the staff's concerns to renegotiate with the client, though the extra hours stay unpaid meanwhile",
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
          "Keep the senior hire's method and build your next offer on it, with no trial against the old one",
          'Run both methods on similar jobs for a month and let the results decide, before any new clients',
          'Put the new method on new clients only and keep long-serving staff on the old one, with no time to learn',
          'Give the long-serving staff time to learn the new method in depth, rather than a debate between the two',
          'Hold a session where both sides show their method, and agree the next step together afterwards',
        ],
      },
      {
        text: 'Customers have noticed small differences in the results. What do you do?',
        options: [
          'Ask customers whether they prefer the new results, and keep the change moving on other jobs',
          'Record which method produced each result and review them after three months, with both kept running',
          'Put the new method on the jobs where customers notice least, though no one has told them of the change',
          'Use only the old method on key jobs until the differences are understood, without months of records',
          'Give customers an honest update on the change and ask what they see, though no one is weighing the results',
        ],
      },
      {
        text: 'The senior hire says they will leave if you slow down. What do you do?',
        options: [
          'Make the senior hire the lead of an offer built on their method, with no pause to see it prove itself',
          'Ask the senior hire to agree a clear schedule with milestones, without involving the long-serving staff',
          'Keep the pace and push the change through this quarter, accepting some mistakes along the way',
          'Put the change on hold until the method proves its worth, though the senior hire may leave',
          'Bring the senior hire and long-serving staff together to agree a path, with no milestones set',
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
          'Let the failures push you to automatic checks at every stage, though the affected customers hear nothing from you yet',
          'Go through every batch shipped since the check was dropped and sample it, and leave automatic checks for later',
          'Ask the customers who got faulty goods to accept a replacement and money off, before sampling any other batches',
          'Put the check back from today and recheck the stock on the shelf, even if replacements reach customers late',
          'Call each of those customers yourself today, so the fix comes from you, though the shelf stock is unchecked',
        ],
      },
      {
        text: 'Restoring the check would cut output by 15%. What do you do?',
        options: [
          'Take the moment to redraw the whole process so checks happen as you go, giving up any sample check meanwhile',
          'Let a sample check run on every tenth batch for a month, though a faster test might catch as much',
          'Make the check faster with a simple test, though every batch is no longer checked in full',
          'Ask your staff to check every batch again, and leave them no say in how to speed it up',
          'Keep the check and let your staff work out how to speed it up, and redraw nothing in the process',
        ],
      },
      {
        text: 'A large new customer starts next month. What do you do?',
        options: [
          'Offer the new customer a full record of every check as part of what you sell, though their first orders ship late',
          'Run your current process for a month with the check back in place, and make no extra promise to the customer',
          "Let the new customer's first orders go out without the check, without asking what matters to them",
          'Make sure every batch for the new customer is checked, and sell no record of the checks as extra',
          'Ask the new customer which checks matter most to them, though the first orders wait on your month of trials',
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
          'Take the project as a showcase for work you want more of, and drop a current job to fit it in',
          'Start by costing the project at half your fee, before handing any of it to a freelancer',
          'Take it on in evenings and weekends yourself, without passing work to a freelancer or dropping a client',
          'Let a current job go to make room for the project, though you never costed what that job earned',
          'Make space by giving part of the project to a trusted freelancer, who then shares the credit',
        ],
      },
      {
        text: 'A well-paying client wants you for the same month. What do you do?',
        options: [
          'Use the dream project to enter a field you always wanted to work in, and tell neither client why',
          'Agree to whichever project leaves you with the cash you need for the quarter, whatever field it is in',
          'Start both at once with extra hands and long evenings, before costing what the extra hands would take',
          'Take the dream project and give it your full attention, and start no second job on the side',
          'Tell the two clients and ask if one can move by a month, though the dream project gets less of your attention',
        ],
      },
      {
        text: 'The organisation asks you to work for free in return for publicity. What do you do?',
        options: [
          'Offer the work for free as the first of a series of public projects, with no measure of what it brings',
          'Take the publicity offer only if you can measure what it brings, and keep quiet about it yourself',
          'Agree to work for free and advertise the project hard, though your usual level may slip on an unpaid job',
          'Give your time free only on the part you can finish to your normal level, though the cause gets half a project',
          "Take the project for free because you believe in the organisation's cause, as a one-off gift",
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
          'Give the retailer a milder recipe under another name, and switch nothing right away',
          'Offer to try the milder recipe in ten of their stores, though your own recipe is never put to a tasting',
          "Use the milder recipe for the retailer right away, without asking the retailer's customers first",
          'Keep your recipe and find other buyers, with no second name for a milder version',
          "Run a tasting with the retailer's customers and decide with them, though no stores try it first",
        ],
      },
      {
        text: 'A rival has already made a similar change. What do you do?',
        options: [
          'Set your recipe apart with a story the rival has no way to copy, even if the retailer wants it milder',
          "Give yourself a month to follow the rival's sales after the change, before deciding anything",
          'Offer the retailer a milder version before the rival takes the shelf, with no story to set yours apart',
          "Use the rival's change to show that yours is the original, though the rival's sales may rise meanwhile",
          'Agree with other small makers to keep their recipes and sell as a group, before the rival takes the shelf',
        ],
      },
      {
        text: 'Your staff are proud of the current recipe. What do you do?',
        options: [
          'Put your staff to work on a recipe made for the retailer alone, and leave the packaging as it is',
          'Set up a blind tasting with staff and customers, and give no separate recipe to the retailer',
          'Give the retailer the milder recipe and pay staff a bonus for the extra work, though the tasting never happens',
          'Offer the retailer your current recipe in finer packaging instead, with no change to what is inside',
          'Let a staff vote decide how far to change the recipe, though the retailer may want a quicker answer',
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
          'Keep the old tool for these projects and plan an offer based on the new one, before anyone has learned it',
          'Put the switch off until both projects are delivered and you know what it will cost',
          'Set one junior person to learn the new tool on the side, though your most able people stay on the old one',
          'Give your most able people time to learn the new tool before the next projects, without asking the team',
          'Leave the staff to agree the order in which they learn the tool, with no offer planned around it',
        ],
      },
      {
        text: "The tool's licence costs twice as much as what you use now. What do you do?",
        options: [
          'Ask the tool maker for a partnership that gives you a discount in return for feedback, without a team vote',
          'Keep the old tool until the finer results would pay for the licence, rather than renting it monthly',
          'Put the licence on a monthly plan and start using it, though no one is trained on it fully',
          'Set aside the money for the licence and train everyone fully, with no discount asked of the maker',
          'Let the team vote on whether the tool is worth it, though the licence costs more each month you wait',
        ],
      },
      {
        text: 'Your most experienced staff prefer the old tool. What do you do?',
        options: [
          'Build a separate line of work around the new tool for younger staff, with your most able people left out',
          'Ask the experienced staff to use the new tool on one project, though no younger person is paired with them',
          'Keep both tools and let each person choose this month, without any separate line of work',
          'Put the experienced staff first in line to learn the new tool, though no one has tried it on a project',
          'Pair each experienced person with a younger one to learn it, though each may still pick the old tool',
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
          'Put custom work at the centre of the business and drop the standard range, without asking regular customers',
          'Set custom and standard orders side by side on profit per hour, and let that decide, with no range refreshed',
          'Ask more for custom orders from this month, before ranking what each hour earns',
          'Keep a day a week for refreshing the standard range, though custom clients pay more for that day',
          "Put your regular customers' views at the centre and let them decide, though custom work earns more",
        ],
      },
      {
        text: 'A shop wants to stock your standard range if you refresh it. What do you do?',
        options: [
          "Take the shop's offer and design a collection for shops alone, though no trial batch has sold",
          'Let the shop order a small trial batch first, with your top items not yet refreshed',
          'Refresh your top three items and ship them this month, and leave the rest of the range for later',
          "Ask for three months to refresh the range in full, though the shop's buyers have no say in it",
          "Keep the shop's buyers involved in the refresh, though your top items could ship to them now",
        ],
      },
      {
        text: 'Your staff find custom work more interesting. What do you do?',
        options: [
          'Start a custom service for a wider market, rather than prizes tied to the standard range',
          'Take three months to see how staff time splits and what it earns, with the standard range left unrefined',
          'Let staff pick custom jobs as a prize for hitting targets on the range, before designing a new range',
          'Give staff a day a month to refine the standard range, though no one has measured what it earns',
          'Ask staff to design the next standard range between them, and start no custom service for others',
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
          "Spend on marketing an offer you have not sold before, and leave your team's weakest area as it is",
          'Start with a small marketing trial and keep the rest for training, though the team has no say in it',
          'Take the whole budget to marketing this quarter, and put none of it toward an untried offer',
          "Put the training into your team's weakest area, though no trial shows what marketing would bring",
          'Decide with your team after hearing their views, though a marketing push could have begun',
        ],
      },
      {
        text: 'Two of your staff have asked for training. What do you do?',
        options: [
          'Use the training to start an offer the two might lead, though the rest of the team gets none',
          'Agree to train one of them and note what it brings, and spend nothing on marketing yet',
          'Start marketing now and promise training next year, with no measure of what either brings',
          'Take the full budget for expert lessons for the two, though the team had no say in who goes',
          'Put the order of training to a vote among all staff, and build no new offer around the two requests',
        ],
      },
      {
        text: 'A rival has just launched a large advertising campaign. What do you do?',
        options: [
          'Offer something the rival has no answer to, without a small trial of ads first',
          'Use a small part of the budget to try ads against the rival, and put nothing into events nearby',
          'Agree to a matching campaign with the full budget, though your work gets no training this year',
          "Start the training and let your work speak for you, with no campaign to match the rival's",
          "Put the budget into events near your customers, though the rival's campaign goes unanswered",
        ],
      },
    ],
  },
];
