import { figureChange } from './figure-change';

describe('change of a figure in its own unit', () => {
  it('shows a count by whole numbers and by percent', () => {
    expect(figureChange(125, 100, 'count', 'up')).toEqual({ direction: 'up', text: '+25 (+25%)', tone: 'good' });
    expect(figureChange(90, 100, 'count', 'up')).toEqual({ direction: 'down', text: '−10 (−10%)', tone: 'bad' });
    expect(figureChange(100, 100, 'count', 'up')).toEqual({ direction: 'same', text: '0', tone: 'neutral' });
  });

  it('shows a share in percentage points, not as a fraction', () => {
    expect(figureChange(0.14, 0, 'share', 'up')).toEqual({ direction: 'up', text: '+14 pts', tone: 'good' });
    expect(figureChange(0.5, 0.75, 'share', 'up')).toEqual({ direction: 'down', text: '−25 pts', tone: 'bad' });
    expect(figureChange(0.501, 0.499, 'share', 'up')).toEqual({ direction: 'same', text: '0 pts', tone: 'neutral' });
  });

  it('shows a duration as a duration', () => {
    expect(figureChange(250, 121, 'seconds', 'neither')).toEqual({ direction: 'up', text: '+2:09', tone: 'neutral' });
    expect(figureChange(90, 120.4, 'seconds', 'down')).toEqual({ direction: 'down', text: '−0:30', tone: 'good' });
  });

  it('colours by whether the change is good news: rising resets and drop-off are bad, rising completions good', () => {
    expect(figureChange(12, 3, 'count', 'down')?.tone).toBe('bad');
    expect(figureChange(3, 12, 'count', 'down')?.tone).toBe('good');
    expect(figureChange(12, 3, 'count', 'up')?.tone).toBe('good');
    expect(figureChange(12, 3, 'count', 'neither')?.tone).toBe('neutral');
  });

  it('says "new" when the previous period had none of a count or duration, and nothing when there is no previous period', () => {
    expect(figureChange(7, 0, 'count', 'down')).toEqual({ direction: 'new', text: '+7', tone: 'bad' });
    expect(figureChange(128.5, 0, 'seconds', 'neither')).toEqual({ direction: 'new', text: '', tone: 'neutral' });
    expect(figureChange(0, 0, 'count', 'up')).toEqual({ direction: 'same', text: '0', tone: 'neutral' });
    expect(figureChange(7, null, 'count', 'up')).toBeNull();
    expect(figureChange(7, undefined, 'share', 'up')).toBeNull();
  });
});
