import { FIRST_PAINT_DATA_ELEMENT_ID } from '@edna/shared-contracts/shell-remote-contract';
import { DOCUMENT_DATA_ELEMENT_ID } from './first-paint-data';

describe('the document data the quiz reads', () => {
  it("is the element the contract names", () => {
    expect(DOCUMENT_DATA_ELEMENT_ID).toBe(FIRST_PAINT_DATA_ELEMENT_ID);
  });
});
