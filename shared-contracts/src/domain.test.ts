import { ENTREPRENEUR_TYPES, TYPE_INFO, typePlural } from './domain';

describe('type plurals', () => {
  it('names several people of each type in proper English', () => {
    expect(ENTREPRENEUR_TYPES.map(typePlural)).toEqual(['Visionaries', 'Pragmatists', 'Hustlers', 'Craftsmen', 'Social Drivers']);
  });

  it('has a plural for every type', () => {
    expect(TYPE_INFO.every((info) => info.plural.length > info.type.length - 2)).toBe(true);
  });
});
