// jest-dom matchers (toBeInTheDocument, …) for every test file.
import '@testing-library/jest-dom';
