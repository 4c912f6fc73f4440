import type { EntrepreneurType } from '@edna/shared-contracts/rules';

export interface FamousEntrepreneur {
  name: string;
  knownFor: string;
}

export interface Complement {
  type: EntrepreneurType;
  why: string;
}

export interface TypeProfile {
  strengths: readonly string[];
  pitfalls: readonly string[];
  famous: readonly FamousEntrepreneur[];
  complements: readonly Complement[];
  /** The paragraph of 'Leveraging Your Entrepreneurial DNA'. */
  leverage: string;
}

/** What the results page says about each type. */
export const TYPE_PROFILES: Record<EntrepreneurType, TypeProfile> = {
  Visionary: {
    strengths: ['Spots opportunities before the market does', 'Inspires people with a compelling picture of the future', 'Comfortable with bold bets and uncertainty'],
    pitfalls: ['Chasing the next idea before the current one is finished', 'Underestimating the detail that execution needs'],
    famous: [
      { name: 'Steve Jobs', knownFor: 'Co-founder of Apple' },
      { name: 'Elon Musk', knownFor: 'Tesla and SpaceX' },
      { name: 'Walt Disney', knownFor: 'Co-founder of The Walt Disney Company' },
      { name: 'Jeff Bezos', knownFor: 'Founder of Amazon' },
    ],
    complements: [
      { type: 'Pragmatist', why: 'turns your vision into a plan, a budget and milestones' },
      { type: 'Craftsman', why: 'builds what you imagine to a standard people love' },
    ],
    leverage:
      'Your edge is seeing where things are going. Put it to work by writing your vision down as a few concrete bets, then surround yourself with people who love the detail you would rather skip. Protect time to finish what you start, and test your boldest ideas with small, cheap experiments before committing everything to them.',
  },
  Pragmatist: {
    strengths: ['Breaks big problems into clear, workable steps', 'Decides with data and keeps risks in check', 'Builds systems that keep running without heroics'],
    pitfalls: ['Waiting for certainty when speed matters more', 'Optimizing the plan instead of testing it in the market'],
    famous: [
      { name: 'Warren Buffett', knownFor: 'Chairman of Berkshire Hathaway' },
      { name: 'Charlie Munger', knownFor: 'Vice chairman of Berkshire Hathaway' },
      { name: 'Ray Dalio', knownFor: 'Founder of Bridgewater Associates' },
      { name: 'Tim Cook', knownFor: 'Chief executive of Apple' },
    ],
    complements: [
      { type: 'Visionary', why: 'gives your plans a bold direction worth planning for' },
      { type: 'Hustler', why: 'brings the urgency that gets plans into customers’ hands' },
    ],
    leverage:
      'Your edge is judgment. Use it by setting a few clear decision rules and the numbers that matter, then let the data tell you when to move. Give yourself deadlines for decisions so analysis does not become delay, and pair with people who push for speed and ambition; your structure will make their energy count.',
  },
  Hustler: {
    strengths: ['Turns ideas into action and momentum fast', 'Sells, networks and opens doors relentlessly', 'Learns by doing and bounces back from setbacks'],
    pitfalls: ['Spreading effort over too many fronts at once', 'Skipping the groundwork that growth later depends on'],
    famous: [
      { name: 'Gary Vaynerchuk', knownFor: 'Co-founder of VaynerMedia' },
      { name: 'Mark Cuban', knownFor: 'Co-founder of Broadcast.com' },
      { name: 'Sara Blakely', knownFor: 'Founder of Spanx' },
      { name: 'Daymond John', knownFor: 'Founder of FUBU' },
    ],
    complements: [
      { type: 'Pragmatist', why: 'adds the structure that turns momentum into a lasting business' },
      { type: 'Craftsman', why: 'makes sure what you sell is worth coming back for' },
    ],
    leverage:
      'Your edge is momentum. Channel it by picking the one or two goals that matter most this quarter and saying no to the rest. Keep selling and shipping, but review what worked every week, and build a small routine around finances and operations so your growth does not outrun your foundations.',
  },
  Craftsman: {
    strengths: ['Obsessed with quality and the details customers feel', 'Builds products and skills that last', 'Earns trust through mastery and consistency'],
    pitfalls: ['Polishing too long before showing work to customers', 'Undervaluing marketing and sales'],
    famous: [
      { name: 'James Dyson', knownFor: 'Founder of Dyson' },
      { name: 'Soichiro Honda', knownFor: 'Founder of Honda' },
      { name: 'Yvon Chouinard', knownFor: 'Founder of Patagonia' },
      { name: 'Coco Chanel', knownFor: 'Founder of Chanel' },
    ],
    complements: [
      { type: 'Hustler', why: 'gets your work in front of the customers it deserves' },
      { type: 'Visionary', why: 'points your craft at the biggest opportunity' },
    ],
    leverage:
      'Your edge is quality. Make it visible: show customers how and why your work is better, and share it earlier than feels comfortable so their feedback shapes your next iteration. Decide in advance what “good enough to ship” means, and partner with someone who loves telling the story of what you build.',
  },
  'Social Driver': {
    strengths: ['Builds teams and communities around a shared purpose', 'Measures success by the impact on people', 'Earns loyalty from customers, staff and partners'],
    pitfalls: ['Saying yes to every cause at the cost of focus', 'Putting the business model second to the mission'],
    famous: [
      { name: 'Muhammad Yunus', knownFor: 'Founder of Grameen Bank' },
      { name: 'Blake Mycoskie', knownFor: 'Founder of TOMS' },
      { name: 'Anita Roddick', knownFor: 'Founder of The Body Shop' },
      { name: 'Bill Drayton', knownFor: 'Founder of Ashoka' },
    ],
    complements: [
      { type: 'Pragmatist', why: 'makes sure the mission is funded by a sound business model' },
      { type: 'Hustler', why: 'grows the reach of the impact you care about' },
    ],
    leverage:
      'Your edge is purpose. Use it to attract people and customers who share it, and make your impact measurable so you can show it. Tie every initiative back to a business model that sustains it, and keep your focus narrow enough that your mission is delivered well rather than spread thin.',
  },
};
