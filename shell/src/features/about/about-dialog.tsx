import styled from 'styled-components';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@edna/ui-kit/dialog';
import { Switch } from '@edna/ui-kit/switch';
import { PRODUCT_NAME, TYPE_INFO } from '@edna/shared-contracts/site';
import { useThemePreference } from '../../shared/theme-preference';

/** About the product, the five types and the high-contrast switch. */
export function AboutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { highContrast, setHighContrast } = useThemePreference();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent maxWidth="36rem">
        <DialogTitle>About {PRODUCT_NAME}</DialogTitle>
        <DialogDescription>
          {PRODUCT_NAME} is an AI-powered assessment that helps you crack your entrepreneurial DNA: a short quiz of real business
          situations reveals which of five entrepreneurial types drives you, where your strengths lie and which partners complement
          you.
        </DialogDescription>
        <Body>
          <p>
            The quiz was developed with a research partner, and answers are stored only as anonymized data. Every day you can also
            sharpen your thinking with the Daily Business Theory Challenge crossword.
          </p>
          <h3>The five entrepreneurial types</h3>
          <TypeList>
            {TYPE_INFO.map((info) => (
              <li key={info.type}>
                <strong>{info.type}</strong>: {info.description}
              </li>
            ))}
          </TypeList>
          <h3>Accessibility</h3>
          <Switch
            id="about-high-contrast"
            label="High contrast mode"
            hint="Stronger colours and borders for easier reading."
            checked={highContrast}
            onCheckedChange={setHighContrast}
          />
        </Body>
      </DialogContent>
    </Dialog>
  );
}

const Body = styled.div`
  margin-top: 1rem;

  h3 {
    font-size: 1rem;
    margin-top: 1.25rem;
  }
`;

const TypeList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;

  li + li {
    margin-top: 0.25rem;
  }
`;
