import {
  AGENCIES,
  ALL_BUSINESSES,
  APPS,
  BRANDS,
  BUSINESS_SOFTWARE,
  FOOD_MAKERS,
  LOGISTICS,
  MAKERS,
  SCHOOLS,
  SHOPS,
  TRADES,
  VENUES,
  type Situation,
} from '../builtin-grammar';

/** Situations where the people affected (staff, customers, suppliers, neighbours) shape the best route to the goal. */
export const SOCIAL_DRIVER_SITUATIONS: readonly Situation[] = [
  {
    key: 'neighbours-complain-about-noise',
    category: 'Social Driver',
    fits: ['brewery', 'bakery', 'coffee-roastery', 'restaurant', 'cafe', 'hostel', 'climbing-gym', 'metal-workshop', 'furniture-workshop', 'freight-forwarder', 'warehousing'],
    setup: 'You run {business}, and neighbours have started complaining about noise and traffic from your site.',
    stakes: [
      {
        text: 'The city has received a formal complaint. What do you do?',
        options: [
          'Plan a move to a site designed for your kind of work, a larger project that may take years',
          'Measure noise and traffic for a month and fix the worst sources first, in order of cost',
          'Move deliveries to off-peak hours at a higher cost, and call each neighbour who complained',
          'Invest in quieter equipment and a better layout, a costly fix that takes months to finish',
          'Invite the neighbours to a meeting and agree the changes with them, which may ask more of you',
        ],
      },
      {
        text: 'Fixing it properly would cost a month of profit. What do you do?',
        options: [
          'Make the fix the first step in redesigning the whole site, a far larger cost than the fix',
          'Rank the fixes by cost and effect and spread them over a year, while complaints continue',
          'Make the cheapest changes this week and see whether the complaints stop, a gamble that may fail',
          'Pay for the full fix now so the problem is solved for good, accepting a month of lost profit',
          'Agree the order of the fixes with neighbours and keep them informed, which slows each step',
        ],
      },
      {
        text: 'Your busiest hours are the ones that bother them most. What do you do?',
        options: [
          'Move part of your work to a second site away from homes, a new cost with unknown returns',
          'Track the noise by hour and move only the loudest tasks, a slow but targeted change',
          'Keep your hours and put up a temporary noise screen, a cheap fix that may not be enough',
          'Start soundproofing the site this month so you can keep your hours, an expensive job that takes months',
          'Find out from the neighbours which hours matter most and adjust yours, losing some trade',
        ],
      },
    ],
  },
  {
    key: 'staff-childcare-in-school-holidays',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and several of your staff struggle to cover childcare during the long school holidays.',
    stakes: [
      {
        text: 'The holidays are also your busiest period. What do you do?',
        options: [
          'Rethink the year so the busiest work moves away from the holidays, a change that may not work',
          'Plan holiday shifts months ahead with a rota and clear rules, which takes effort early on',
          'Hire students for the holidays to cover the gaps, accepting less experience at the busiest time',
          'Train two people to cover each key task so skills do not depend on one person, over months',
          'Offer flexible hours and help with childcare costs to the parents, at a real cost to margin',
        ],
      },
      {
        text: 'Staff without children say they already cover too many shifts. What do you do?',
        options: [
          'Switch to open shift swapping that staff manage themselves, a system you have never run',
          'Track who covers which shifts for a quarter and then balance them with a clear rule',
          'Pay a premium for holiday shifts from this summer, letting people choose, at some cost',
          'Cross-train the team so more people can cover each role, which takes months of teaching',
          'Bring both groups together to agree a rota for the holidays, which takes weeks to settle',
        ],
      },
      {
        text: 'A nearby business proposes sharing a holiday childcare scheme. What do you do?',
        options: [
          'Propose turning it into a scheme for every business in the area, a bigger project',
          'Work out the cost per child and the likely uptake before agreeing, which takes weeks',
          'Agree this week and pay your share up front, before you know how many staff will use it',
          'Agree if the scheme is run by trained childcare staff, at a higher cost to you',
          'Agree and ask the parents on your staff to help design it, which takes longer to start',
        ],
      },
    ],
  },
  {
    key: 'small-supplier-struggling',
    category: 'Social Driver',
    fits: [...FOOD_MAKERS, 'restaurant', 'cafe', 'florist', 'grocery'],
    setup: 'You run {business}, and a small local supplier you have used for years is struggling, while a larger one offers 15% lower prices.',
    stakes: [
      {
        text: 'Your own margins fell last year. What do you do?',
        options: [
          'Offer to invest in the small supplier and help it grow, putting money into a trade not yours',
          'Compare the full cost of both, including delivery and waste, for a month, then choose',
          'Switch to the larger supplier and bank the savings, accepting the loss of a partner',
          'Stay with whichever supplier gives you the finest goods, even if it costs you more',
          'Stay with the small supplier and agree a price that works for both, at a cost to your margin',
        ],
      },
      {
        text: 'The small supplier asks you to pay earlier to help its cash flow. What do you do?',
        options: [
          'Propose a new model where you prepay a season in return for a share of its output',
          'Agree to pay earlier for three months, then review it against their deliveries',
          'Agree in return for a discount, and keep talking to the larger supplier as a backup',
          'Agree only for the goods you rely on most, and buy the rest from the larger supplier',
          'Agree to pay earlier and tell your customers why you stay with them, at a cost to cash',
        ],
      },
      {
        text: "The small supplier's deliveries have become less reliable. What do you do?",
        options: [
          'Set up a buying group with other local firms to support small suppliers, a long project',
          'Track every late delivery for a month and agree clear targets with the supplier, then decide',
          'Move half your orders to the larger supplier, which may push the small one under',
          'Work with the small supplier to fix its process, which takes your time and may not succeed',
          'Visit the supplier to hear what is going wrong and help where you can, while deliveries stay late',
        ],
      },
    ],
  },
  {
    key: 'steps-keep-a-regular-out',
    category: 'Social Driver',
    fits: ['restaurant', 'cafe', 'small-hotel', 'hostel', 'fitness-studio', ...SHOPS],
    setup: 'You run {business}, where the only entrance has three steps, and a regular customer who uses a wheelchair can no longer get in.',
    stakes: [
      {
        text: 'A ramp would cost about two months of profit. What do you do?',
        options: [
          'Plan a move to premises that everyone can enter, a larger change that takes a year or more',
          'Get three quotes and apply for any grants before building, which takes a few months',
          'Offer service at the door or at home while you raise the money, a stopgap that may feel second best',
          'Build a ramp that fits the building well and lasts, even if it costs more than the basic one',
          'Work with the customer and others with the same need on what would help most, and build that, slowly',
        ],
      },
      {
        text: 'Your landlord must approve any change to the entrance. What do you do?',
        options: [
          'Propose a joint upgrade of the whole building with the landlord, a bigger, slower project',
          'Prepare a costed plan with an architect and present it to the landlord, over a few weeks',
          'Buy a removable ramp this week that needs no approval, accepting that it is not ideal',
          'Wait for approval to build a proper permanent ramp, serving the customer at the door meanwhile',
          'Gather support from other tenants and customers for your request to the landlord, a slower route',
        ],
      },
      {
        text: 'The customer has offered to help you find a solution. What do you do?',
        options: [
          'Work with the customer on a plan to make the whole street easier to enter, a larger task',
          'Ask the customer to list the problems, then cost each fix with them over the next month',
          "Fit a temporary ramp with the customer's advice, plain and not built to last, and improve it later",
          'Hire a specialist to design a proper solution with the customer, at a much higher cost',
          'Make the customer an adviser and involve others with the same need, which takes longer to finish',
        ],
      },
    ],
  },
  {
    key: 'school-asks-for-two-trainees',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and a local school asks you to take on two trainees from low-income families for six months.',
    stakes: [
      {
        text: 'Your team is already at full stretch. What do you do?',
        options: [
          'Design a junior role the trainees could grow into, a plan for a future you cannot see',
          'Agree to one trainee now and a second in six months, once you see how the first one does',
          'Take both and put them straight onto simple tasks that free up the busy team, a rough start for them',
          'Take them only if you can give them real training, which may mean waiting until next term',
          'Take both and have the whole team share the mentoring, which stretches everyone for a while',
        ],
      },
      {
        text: "The school can pay only part of the trainees' wages. What do you do?",
        options: [
          'Build a paid trainee scheme other firms can join, a larger project with its own costs',
          'Cost six months of both trainees and find the rest of the wage in your budget, which takes weeks',
          'Take them and pay the rest from your own budget this term, a cost you had not planned',
          'Take them and train them in depth, which costs your most skilled staff hours every week',
          'Take them and pay them a full wage from your own margin, at a real cost to your profit',
        ],
      },
      {
        text: 'One of your staff would need to supervise them every day. What do you do?',
        options: [
          'Turn the supervision into a new training role for that employee, a change in their job',
          "Plan the supervision hours carefully and reduce that person's workload, which takes time",
          'Share the supervision among the team from week one, accepting some confusion at first',
          'Choose your most skilled employee to supervise them, taking them off your hardest work',
          "Ask who on the team would like to mentor them and cut that person's other work to make room",
        ],
      },
    ],
  },
  {
    key: 'surplus-after-record-year',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and after a record year you have a surplus of about two months of revenue.',
    stakes: [
      {
        text: 'Your staff have had no pay rise for two years. What do you do?',
        options: [
          'Invest it in a second line of business that could give everyone better jobs later, at a risk',
          'Set a pay review with clear figures and keep the rest as a reserve, which takes a few weeks',
          'Pay everyone a bonus this month and put the rest into marketing, spending most of it at once',
          'Invest in training and better tools that make the work easier and finer, a slow return',
          'Give every member of staff a lasting pay rise, which raises your costs in every future year',
        ],
      },
      {
        text: 'Your accountant advises keeping it as a reserve. What do you do?',
        options: [
          'Use part of it to test a new idea and keep a smaller reserve, accepting more risk',
          'Keep it as a reserve and set clear rules on when it may be used, a cautious choice',
          'Use part of it for a sales push to win a large new client, at a risk if it fails',
          'Spend part of it on equipment that makes your work finer, a slow return on the money',
          'Keep half in reserve and share the rest with staff as a profit share, at some cost',
        ],
      },
      {
        text: 'Demand next year looks uncertain. What do you do?',
        options: [
          'Use it to build a new source of income that could steady the business, if it ever pays',
          'Model next year with three scenarios and keep the money until the picture is clear',
          'Spend it on winning new customers now, before any slowdown arrives, with nothing held back',
          'Spend it on improving what you offer so customers stay in a weaker year, leaving no cushion',
          'Promise staff that no jobs will be cut next year, and use the surplus to keep that promise',
        ],
      },
    ],
  },
  {
    key: 'same-job-different-pay',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and you discover that two people doing the same job are paid 15% apart.',
    stakes: [
      {
        text: 'The lower-paid person has not raised it. What do you do?',
        options: [
          'Build a new pay system for the whole firm based on clear levels, a bigger change',
          'Review every salary against a pay scale over three months and correct all gaps at once',
          'Raise the lower salary from next month and move on, leaving the wider question for later',
          'Raise the lower salary and link future pay to skill levels, which takes time to design',
          'Raise the lower salary and ask staff to help set pay rules for all, which takes months',
        ],
      },
      {
        text: 'Raising the lower pay would mean raising several others too. What do you do?',
        options: [
          'Rethink your pay model, with a share of profits for everyone, which no one here has tried',
          'Calculate the full cost of closing every gap and phase the rises in over a year',
          'Raise the one salary now and deal with the others at the next review, which others may resent',
          'Raise pay first for the roles where skill matters most, and for the rest over time',
          'Close every gap at once and explain the change to all staff, at a clear cost to profit',
        ],
      },
      {
        text: 'The higher-paid person negotiated hard when they joined. What do you do?',
        options: [
          'Move everyone to open pay levels so negotiation matters less, which some will dislike',
          'Set a clear pay scale for the role and bring the lower salary up to it over six months',
          'Raise the lower salary now and freeze the higher one until the gap closes, which may upset them',
          'Link pay to skill tests for the role, so the gap has a clear basis, which takes months',
          'Raise the lower salary now and have the team help set the pay bands, a slow process',
        ],
      },
    ],
  },
  {
    key: 'charity-asks-you-to-hire-refugees',
    category: 'Social Driver',
    fits: [...VENUES, ...MAKERS, ...LOGISTICS, ...FOOD_MAKERS, 'cleaning', 'landscaping'],
    setup: 'You run {business}, and a local charity asks whether you would hire refugees who speak little of the local language.',
    stakes: [
      {
        text: 'You need four new staff this season. What do you do?',
        options: [
          'Build a lasting hiring route with the charity, a larger plan with unknown results',
          'Hire two through the charity and two the usual way, then compare after three months',
          'Hire all four through the charity and train them on the job, slower in the first weeks',
          'Hire them and pair each with a skilled colleague to learn the trade, at a cost in output',
          'Hire all four and offer language lessons during work hours, at a cost to your margin',
        ],
      },
      {
        text: 'Training them would take twice as long as usual. What do you do?',
        options: [
          'Create picture-based training for all new staff, a new method that may take months',
          'Plan the training in stages and measure progress weekly, which takes more management time',
          'Start them on simple tasks and train them on the job, accepting slower output for months',
          'Give them the full training at double the usual length, so they master the work first',
          "Pair them with team mentors from this week, slowing the team's own work for months",
        ],
      },
      {
        text: 'Some customers may find communication harder at first. What do you do?',
        options: [
          'Design the service so less talking is needed, a change that may suit all customers',
          'Start them in roles with less customer contact and review the plan after three months',
          'Put them in every role with a phrase card for common requests, accepting a rough start',
          'Train them in the key phrases and tasks until they are confident, which takes time',
          'Tell your regular customers about the new staff and ask for their patience, which some may not give',
        ],
      },
    ],
  },
  {
    key: 'largest-local-employer-closes',
    category: 'Social Driver',
    fits: [...SHOPS, ...TRADES, 'cafe', 'restaurant', 'driving-school', 'music-school', 'pharmacy', 'dental-practice'],
    setup: 'You run {business}, and the largest employer in your area has just closed, so many of your customers have lost their jobs.',
    stakes: [
      {
        text: 'Your sales have dropped 20% in two months. What do you do?',
        options: [
          'Start selling to customers outside the area online or by phone, a market new to you',
          'Cut costs step by step based on the sales of each line, reviewing the plan monthly',
          'Run offers this month to win the customers who still spend, at thinner margins',
          'Keep your prices and focus on the customers who value your work most, losing some',
          'Offer lower prices to people who lost their jobs, accepting a lower margin for a while',
        ],
      },
      {
        text: 'Some customers ask whether they can pay later. What do you do?',
        options: [
          'Set up a simple savings or payment scheme for the area, a new service with its own risks',
          'Offer payment plans with clear limits and check each one monthly, which adds paperwork',
          'Take payment in two parts, half now and half next month, to keep cash coming, which some cannot manage',
          'Keep your usual terms but offer a smaller, cheaper version of what you sell, at lower margins',
          'Let long-time customers pay later on trust, accepting the risk of never being paid',
        ],
      },
      {
        text: 'The local council is looking for businesses to help with retraining. What do you do?',
        options: [
          'Propose a training programme for your trade in the area, a larger project than asked',
          'Work out what retraining you could offer, and at what cost, before you reply to the council',
          'Sign up and offer short courses in your trade, accepting that they will be rough at first',
          'Offer one careful course in your trade to a small group, taking weeks of your own time',
          'Offer placements to people who lost their jobs, and hire the best, at a cost in time',
        ],
      },
    ],
  },
  {
    key: 'loyal-users-oppose-a-change',
    category: 'Social Driver',
    fits: [...APPS, ...BRANDS],
    setup: 'You run {business}, and an online group of your most loyal customers has turned against a change you made last month.',
    stakes: [
      {
        text: 'The change has raised revenue by 10%. What do you do?',
        options: [
          'Explain where the change is leading and what comes next, accepting that some will leave',
          'Measure how many loyal customers have actually left, and hold any change for a month',
          'Keep the change and offer the group a discount to stay, at a cost to the new revenue',
          'Keep the change but refine the parts they dislike most, starting this week, which takes weeks',
          'Meet the group, listen and adjust the change with them, even if revenue dips for a while',
        ],
      },
      {
        text: 'The group has 20,000 members, and the press has noticed. What do you do?',
        options: [
          'Use the attention to present your plans for the next year, which may fuel the debate',
          'Survey the group on the exact problem before responding, which takes about a week',
          'Post a reply today with a small concession, accepting that it may not be enough',
          'Fix the problems they raise in full before saying anything, which takes several weeks',
          'Join the group yourself to answer questions and let members shape the fix, losing control',
        ],
      },
      {
        text: 'Your team believes the change is right. What do you do?',
        options: [
          'Back the team and explain the larger plan behind the change, at a risk to customer loyalty',
          'Test both versions with customers for a month and let the results decide, while the anger grows',
          'Keep the change and win the group back with new features, a gamble that may fail',
          'Ask the team to refine the change until the complaints fall, which takes weeks of work',
          'Bring the team and the group together to find a version both can accept, more slowly',
        ],
      },
    ],
  },
  {
    key: 'long-serving-staff-struggle-with-new-system',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and two long-serving staff are struggling with the new computer system you introduced last month.',
    stakes: [
      {
        text: 'Errors have doubled since the switch. What do you do?',
        options: [
          'Redesign the work so the system does more of it, a bigger change with its own risks',
          'Measure where the errors happen and fix the top three causes first, over a few weeks',
          'Move the two to tasks outside the system and let others cover, which strains the rest',
          'Give the two proper training with an expert until they are confident, at a cost in fees',
          'Pair each of them with a colleague they trust until they are confident, which takes weeks',
        ],
      },
      {
        text: 'Younger staff are covering for them and getting tired. What do you do?',
        options: [
          'Change the roles so each person uses the system less, a structure that may not work',
          'Track who covers what and set a clear limit on it, reviewed with the team every week',
          'Hire temporary help for a month to take the pressure off everyone, at an extra cost',
          'Give the two a week of full training away from daily work, at a cost in lost output',
          'Bring everyone together to agree how to share the load, which takes a week to settle',
        ],
      },
      {
        text: 'One of them has asked whether they should retire early. What do you do?',
        options: [
          'Offer them a new role that uses their experience away from the system, an untested job',
          'Agree a six-month plan with them with clear steps and reviews, while the errors go on',
          'Offer good early-retirement terms this week if they choose them, and recruit at once, at a cost',
          'Offer them intensive one-to-one training so they can keep their role, which takes time',
          'Ask what they want from the years ahead and help them get it, even if that costs you more',
        ],
      },
    ],
  },
  {
    key: 'staff-propose-four-day-week',
    category: 'Social Driver',
    fits: [...AGENCIES, ...BUSINESS_SOFTWARE],
    setup: 'You run {business}, and your staff propose a four-day week at the same pay.',
    stakes: [
      {
        text: 'Two rivals have already made the change. What do you do?',
        options: [
          'Go further and redesign the week around results instead of hours, a bigger change',
          'Trial it for three months and measure output and client satisfaction, then keep it or drop it',
          'Agree from next month and use it to hire the best people away from rivals, before you know it works',
          'Agree if the work stays as good as now, and check it closely every month, a slow start',
          'Agree and let the team design how it works, which takes a few months before it starts',
        ],
      },
      {
        text: 'Your largest client expects a reply within a day. What do you do?',
        options: [
          'Offer the client a fresh service model with set response times, a change they may dislike',
          'Plan who covers the fifth day and test the plan for a month before you agree to it',
          'Agree and cover the fifth day yourself for now, at a real cost to your own time',
          'Agree only once replies stay as fast and as careful as before, which takes time to prove',
          'Agree and ask the client what it needs on the fifth day, which takes time to work out',
        ],
      },
      {
        text: 'Profit fell slightly last year. What do you do?',
        options: [
          'Link the change to a new, more profitable way of working, counting on output going up',
          'Model the cost of the change and agree targets before starting, a slow decision',
          'Agree and raise prices to cover the cost, accepting that some clients may leave',
          'Agree only for teams whose work will not suffer, an uneven change that some will resent',
          'Agree if the team sets its own targets to keep output up, at some risk to profit',
        ],
      },
    ],
  },
  {
    key: 'cheaper-region-would-cut-local-jobs',
    category: 'Social Driver',
    fits: [...MAKERS, ...FOOD_MAKERS],
    setup: 'You run {business}, and moving production to a cheaper region would cut costs by 20% but end 15 local jobs.',
    stakes: [
      {
        text: 'A larger rival has just cut its prices. What do you do?',
        options: [
          'Stay and reposition as the local maker, hoping that buyers will pay more for it',
          'Model the move in detail, including hidden costs, which takes a few months',
          'Move part of production this year to match the rival on price, at some cost to jobs',
          'Stay and improve your products so that buyers accept your price, which takes time',
          'Stay and look for savings with your staff, accepting lower margins for a year or more',
        ],
      },
      {
        text: 'Your bank suggests the move before it lends you more. What do you do?',
        options: [
          'Look for a different lender who shares your plans, a slower and uncertain search',
          'Show the bank a detailed plan to cut costs without moving, which takes weeks to prepare',
          'Agree to move part of production to get the loan, ending some of the 15 jobs this year',
          'Stay and invest your own money in better equipment, growing more slowly as a result',
          'Stay and ask your staff to help find savings, at a cost to your margin for a while',
        ],
      },
      {
        text: 'Some of the 15 staff have worked for you for over ten years. What do you do?',
        options: [
          'Create new roles for them in a different part of the business, a plan that may not work',
          'Compare the cost of staying with the cost of moving over five years, and follow the result',
          'Move, and offer the 15 a generous payment and help finding new jobs, at a one-time cost',
          'Stay and build on their experience to make your products stand out, at a higher price',
          'Stay, explain the pressure to the staff and plan the next steps with them, slowly',
        ],
      },
    ],
  },
  {
    key: 'sell-to-buyer-or-to-staff',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business} and plan to sell it: an outside buyer offers a good price, and your staff propose buying it together for less.',
    stakes: [
      {
        text: 'The outside buyer wants an answer within a month. What do you do?',
        options: [
          'Propose a mixed deal where both buy a share, a structure neither side has asked for',
          'Have the business valued and compare both offers in detail, which may take past the month',
          'Sign with the outside buyer for the higher price, leaving the staff to a new owner',
          'Sell to whoever will keep the work as good as it is, even if that is the lower offer',
          'Sell to the staff for less, since they built it with you, at a real cost to yourself',
        ],
      },
      {
        text: 'The staff would need to pay you over five years. What do you do?',
        options: [
          'Stay on as a part-owner to help the staff grow it, a new role you have not planned',
          'Check the staff plan with an adviser and agree clear terms, which takes a few months',
          'Take the outside offer for the cash now and ask the buyer to keep the staff for a year, a lower price',
          'Sell to the staff only if you can stay to train them for a year, a slower exit',
          'Accept the five years of payments, trusting the staff, at a real risk to your finances',
        ],
      },
      {
        text: 'The outside buyer plans to merge it with its own business. What do you do?',
        options: [
          'Ask the buyer to keep it as a separate brand in an unfamiliar market, which they may refuse',
          'Ask the buyer for a written plan for staff and customers before deciding, taking weeks',
          'Sell to the buyer this month and negotiate the best terms you can for the staff',
          'Sell only if your way of working survives the merger, which may end the deal altogether',
          'Sell to the staff instead, so the business stays as it is, at a lower price for you',
        ],
      },
    ],
  },
  {
    key: 'young-people-cannot-afford-prices',
    category: 'Social Driver',
    fits: [...SCHOOLS, 'fitness-studio', 'climbing-gym', 'language-app', 'fitness-app'],
    setup: 'You run {business}, and many students and young people tell you they cannot afford your prices.',
    stakes: [
      {
        text: 'Your current customers pay full price and fill most places. What do you do?',
        options: [
          'Create a separate low-cost offer for young people, a new model that may not pay',
          'Test a small number of discounted places for a term and measure the effect on sales',
          'Offer discounted places at quiet times from next week, filling gaps at a lower price',
          'Keep your price and offer a scholarship for the most talented, a small number of places',
          'Offer pay-what-you-can places for young people, at a real cost to your income per place',
        ],
      },
      {
        text: 'A rival offers a student discount of 40%. What do you do?',
        options: [
          'Offer something different, such as a free first month, a model you have not tested',
          'Study how many students you lose to the rival for a term, and respond only then',
          'Match the discount from next week to win students back, at a much lower margin',
          'Keep your price and show what makes your offer worth more, losing some students',
          'Work with schools and colleges on a shared discount scheme, a term to set up',
        ],
      },
      {
        text: 'Your costs rose 10% this year. What do you do?',
        options: [
          'Find sponsors to pay for places for young people, a source of income you have not tried',
          'Calculate how many discounted places you can afford before you offer any of them',
          'Offer a small discount to young people and raise prices for others, at a risk of losing some',
          'Keep your price and help young people apply for grants this month, which takes your time',
          'Offer a few free places each term funded from your own margin, at a real cost to you',
        ],
      },
    ],
  },
  {
    key: 'neighbouring-shop-about-to-close',
    category: 'Social Driver',
    fits: [...SHOPS, 'cafe', 'restaurant', 'bakery'],
    setup: 'You run {business}, and the shop next door, which sends you many of your customers, is about to close.',
    stakes: [
      {
        text: 'The owner says three months of help would save it. What do you do?',
        options: [
          'Propose merging the two shops into one new concept, a bigger change for both of you',
          'Look at their figures first and decide whether three months would really be enough',
          'Run joint promotions to bring both shops more customers, paying more than your share of the cost',
          'Focus on your own offer so you can stand alone if they close, which takes months of work',
          'Support the owner and share some of their costs, accepting the risk that it may not work',
        ],
      },
      {
        text: 'A chain store wants to take over the space. What do you do?',
        options: [
          'Bid for the space yourself and expand into a new format, with money you would need elsewhere',
          'Study how a chain store next door would affect your trade before acting, as the space may go',
          'Approach the chain about a joint offer with your shop, risking your own identity next to theirs',
          'Make your shop clearly distinct from the chain, which takes months of careful work',
          'Help the owner look for a local buyer who would keep the shop open, with no sure result',
        ],
      },
      {
        text: 'The owner offers to sell you the lease. What do you do?',
        options: [
          'Take the lease and open a different kind of shop there, an uncertain new venture',
          'Work out the rent and the likely sales before you commit, which takes a few weeks',
          'Take the lease this week and expand your own shop into the space, at a higher rent from day one',
          'Take it only if the space lets you do finer work, not just more of the same work',
          'Take it and offer part of the space to local makers at a low rent, earning less from it',
        ],
      },
    ],
  },
  {
    key: 'billing-error-overcharged-customers',
    category: 'Social Driver',
    fits: [...BUSINESS_SOFTWARE, ...APPS, 'courier', 'cleaning'],
    setup: 'You run {business}, and a billing error has overcharged 300 customers by a small amount for two months.',
    stakes: [
      {
        text: 'Most customers have not noticed. What do you do?',
        options: [
          'Refund everyone and rebuild billing to catch such errors itself, a long project',
          'Refund everyone after checking every account carefully, which takes about two weeks',
          'Refund everyone automatically with a short note this week, accepting some confusion',
          'Refund everyone and check every bill by hand until the fix is tested, at a cost in staff time',
          'Refund everyone with a personal apology and a small credit, at a further cost to you',
        ],
      },
      {
        text: "The refunds would wipe out this month's profit. What do you do?",
        options: [
          'Refund everyone and use the moment to move to a clearer pricing model, a risky change',
          'Refund everyone over two months to spread the cost, and explain the plan to each customer',
          'Refund everyone and make up the loss with extra sales next month, and it could backfire',
          'Refund everyone and have your best engineer fix and test the billing in depth, delaying new work',
          'Refund everyone and call the largest accounts yourself to apologise, taking days of your time',
        ],
      },
      {
        text: 'The error was made by a new employee. What do you do?',
        options: [
          'Refund everyone and move billing to a system that checks itself, a big change for a small team',
          'Refund everyone and add a review step for every change to billing, which slows the team',
          'Refund everyone, fix the error yourself and add one simple check, which may miss others',
          'Refund everyone and train the employee in depth on the billing system, at a cost in time',
          'Refund everyone and have the new employee lead the fix with support, a slower and riskier path',
        ],
      },
    ],
  },
  {
    key: 'promotion-with-no-role-to-give',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and your best employee asks for a promotion, but there is no senior role to give them.',
    stakes: [
      {
        text: "A rival has offered them a manager's job. What do you do?",
        options: [
          'Create a new role around a project you have wanted to start, which may never pay for itself',
          'Work out what a new role would cost and what it would bring, and answer next week',
          'Match the salary today with a title to follow in a year, which you must then find',
          'Offer them the hardest work in the business and training to master it, but no new title',
          'Sit down with them this week to map the career they want and build it with them, over months',
        ],
      },
      {
        text: 'Other staff would see a promotion as unfair. What do you do?',
        options: [
          'Create a different structure with clear steps for everyone, a bigger change than asked for',
          'Set clear criteria for promotion and apply them to all, which takes time to agree',
          'Give them a raise now without a new title, accepting some tension in the team later',
          'Give them the hardest projects so their results make the case, a slower route to promotion',
          'Talk with the whole team about how promotions should work, and decide together, slowly',
        ],
      },
      {
        text: 'They want to lead people, but your team is small. What do you do?',
        options: [
          'Let them start a new team for a fresh service, on growth you have not planned for',
          'Agree a plan for them to lead when the team grows, with clear targets, over a year',
          'Let them lead the next project this month, with two colleagues reporting to them',
          'Give them the chance to master a specialist skill instead of managing people, a slower path',
          'Let them mentor newer staff now without a new title, which they may find is not enough',
        ],
      },
    ],
  },
  {
    key: 'customers-object-to-plastic-packaging',
    category: 'Social Driver',
    fits: [...FOOD_MAKERS, ...BRANDS],
    setup: 'You run {business}, and customers increasingly complain about the plastic in your packaging.',
    stakes: [
      {
        text: 'Alternatives would raise your costs by 12%. What do you do?',
        options: [
          'Move to a refill model with returnable containers, a new system with unknown demand',
          'Test two alternatives on one product for three months before switching the range',
          'Switch your best-seller and announce it, paying the 12% on your biggest line first',
          'Switch only when you find packaging that protects the product as well as today, later than rivals',
          'Switch the whole range now and absorb the cost, explaining the choice to your customers',
        ],
      },
      {
        text: 'Your largest retailer requires its current packaging format. What do you do?',
        options: [
          'Build your own sales channel with new packaging, a slower and less certain route',
          'Work out the cost of two formats for a year and pick the cheaper, a slower answer',
          "Keep the retailer's format and switch all your other packaging at once, a partial step",
          'Design packaging that fits their format and protects the product, which takes time',
          'Bring the retailer and your customers together to find an answer, which takes months',
        ],
      },
      {
        text: 'A rival has switched and says so in its advertising. What do you do?',
        options: [
          'Go further with a model that needs no packaging at all, counting on buyers to change habits',
          'Measure for a quarter whether the rival wins customers from you, and switch if it does',
          'Switch your main products this month and advertise it too, at some extra cost on each item',
          'Switch only once your new packaging is as good as the old, even if you are later',
          'Switch and ask customers to return used packaging for reuse, at extra cost to you',
        ],
      },
    ],
  },
  {
    key: 'floods-hit-your-growers',
    category: 'Social Driver',
    fits: ['coffee-roastery', 'chocolate-maker', 'tea-company'],
    setup: 'You run {business}, and floods have hit the region where the small farms that grow your main crop are based.',
    stakes: [
      {
        text: 'Your stock will last about two months. What do you do?',
        options: [
          'Start sourcing from several regions so one flood cannot stop you again, a long project',
          'Ration the two months of stock across your buyers and look for other sources, selling less meanwhile',
          'Buy from another region this week to keep selling, risking the taste customers know',
          'Sell less for a while rather than use a crop below your usual grade, losing some buyers',
          'Send help to the growers now and promise to buy from them when they recover, at a cost',
        ],
      },
      {
        text: "The growers ask for an advance on next year's harvest. What do you do?",
        options: [
          'Offer a long-term partnership with shared ownership of the crop, a larger commitment',
          'Agree an advance tied to clear terms and check how it is used, which takes time',
          'Pay a small advance now and buy the rest of your needs elsewhere this year, at a higher price',
          'Pay the advance only if it goes into better farming methods, a slower recovery for them',
          'Pay the full advance at once, trusting the growers, at a real risk to your cash',
        ],
      },
      {
        text: 'A large trader offers you supply from another region at once. What do you do?',
        options: [
          'Use the crisis to build a new range from several regions, a change for your buyers',
          "Compare the trader's terms with the cost of waiting for your growers, then pick the cheaper path",
          "Accept the trader's supply for this season, paying the trader's price for a crop you do not know",
          'Accept only if the crop matches the grade you use now, which may mean a short gap',
          'Decline the trader and wait for your growers, accepting a gap in supply and lost sales',
        ],
      },
    ],
  },
  {
    key: 'staff-split-by-language',
    category: 'Social Driver',
    fits: [...MAKERS, ...LOGISTICS, 'small-hotel', 'restaurant', 'cleaning'],
    setup: 'You run {business}, where your staff speak three different first languages and have split into separate groups.',
    stakes: [
      {
        text: 'Mistakes between shifts have increased. What do you do?',
        options: [
          'Rebuild handovers around pictures and checklists anyone can use, an untested system',
          'Track where the mistakes happen and fix the top three handover points, over a month',
          'Mix the groups on every shift from next week and deal with friction as it comes up',
          'Train everyone on the key tasks until handovers are clear to all, which takes time',
          'Hold regular team days where the groups work and eat together, at a cost to output',
        ],
      },
      {
        text: 'A new supervisor speaks only one of the languages. What do you do?',
        options: [
          'Create a team of bilingual leads across the business, a different structure you have not tried',
          'Plan written handovers in all three languages for the supervisor, which takes weeks to set up',
          'Pair the supervisor with a bilingual colleague from the first day, at some cost in hours',
          'Train the supervisor in the key work terms of each language, weeks before they can lead well',
          'Pair the supervisor with a mentor from each group, which takes hours from three people',
        ],
      },
      {
        text: 'Some staff complain that others talk about them in a language they do not speak. What do you do?',
        options: [
          "Make learning each other's languages part of the job, a project of years with no sure end",
          'Agree clear rules on which language is used at work, and review them in three months',
          'Talk to the groups involved and settle the complaint directly, which may harden the split',
          'Train mixed pairs on the hardest tasks so they depend on each other, which takes months',
          'Bring the groups together to agree how they want to work together, which takes weeks',
        ],
      },
    ],
  },
  {
    key: 'late-shift-staff-feel-unsafe',
    category: 'Social Driver',
    fits: ['restaurant', 'cafe', 'fitness-studio', 'climbing-gym', ...SHOPS],
    setup: 'You run {business}, and staff who close late say they feel unsafe walking to the bus afterwards.',
    stakes: [
      {
        text: 'A taxi home each night would cost about 3% of your profit. What do you do?',
        options: [
          'Change your hours so the late shift is no longer needed, at a risk to evening sales',
          'Pay for taxis this week while you compare the cost of three safer options, at a real cost',
          'Negotiate a night rate with a local taxi firm today and start tonight, a cost you must carry',
          'Reorganise closing so it takes less time and staff leave earlier, which takes work',
          'Ask the late staff what would help most, from taxis to walking in pairs, and act on it, at a cost',
        ],
      },
      {
        text: 'Closing an hour earlier would cut evening sales. What do you do?',
        options: [
          'Move the evening offer online or into a new format, a change that may not work at all',
          'Measure evening sales by the hour for a month, with taxis meanwhile, then set the closing time',
          'Keep your hours and have staff leave in pairs from tonight, at some extra cost in wages',
          'Make the evening offer worth keeping and pay for safe travel home, at a cost to margin',
          'Close an hour earlier so staff leave while buses are busy, accepting lower evening sales',
        ],
      },
      {
        text: 'Only two of your staff have raised it. What do you do?',
        options: [
          'Use it to rethink your whole evening model, more change than anyone asked for',
          'Ask all staff how they get home and plan from the answers, which takes a few weeks',
          'Arrange lifts home for the two this week and review the rest later, a partial fix',
          'Change the closing routine so it ends earlier for everyone, which takes careful work',
          'Treat it as a concern for all staff and agree a plan with everyone, at a higher cost',
        ],
      },
    ],
  },
];
