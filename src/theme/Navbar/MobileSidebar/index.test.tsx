/** @jest-environment jsdom */
import React from 'react';
import {render, screen} from '@testing-library/react';
import NavbarMobileSidebarWrapper from '.';

let shown = false;
jest.mock('@docusaurus/theme-common/internal', () => ({
  useNavbarMobileSidebar: () => ({shown}),
}));
jest.mock(
  '@theme-original/Navbar/MobileSidebar',
  () => ({__esModule: true, default: () => <nav aria-label="Phone menu">the section sidebar</nav>}),
  {virtual: true},
);

it('renders nothing until the menu is first opened', () => {
  shown = false;
  render(<NavbarMobileSidebarWrapper />);
  expect(screen.queryByRole('navigation', {name: 'Phone menu'})).toBeNull();
});

it("renders the theme's menu once opened, and keeps it after it closes", () => {
  shown = false;
  const {rerender} = render(<NavbarMobileSidebarWrapper />);
  shown = true;
  rerender(<NavbarMobileSidebarWrapper />);
  expect(screen.getByRole('navigation', {name: 'Phone menu'})).toBeInTheDocument();
  shown = false;
  rerender(<NavbarMobileSidebarWrapper />);
  // Still rendered, so the theme's closing animation runs and the next opening is immediate.
  expect(screen.getByRole('navigation', {name: 'Phone menu'})).toBeInTheDocument();
});
