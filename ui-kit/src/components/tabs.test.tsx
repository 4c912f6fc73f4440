import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example() {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Dashboard sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="questions">Questions</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">Overview panel</TabsContent>
      <TabsContent value="questions">Questions panel</TabsContent>
    </Tabs>
  );
}

test('clicking a tab selects it and shows its panel', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Example />);
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Overview panel');
  await user.click(screen.getByRole('tab', { name: 'Questions' }));
  expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'false');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Questions panel');
});

test('arrow keys move between tabs', async () => {
  const user = userEvent.setup();
  renderWithTheme(<Example />);
  await user.tab();
  expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
});
