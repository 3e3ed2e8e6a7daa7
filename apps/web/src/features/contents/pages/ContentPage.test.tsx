import { CONTENT_PAGES as CONTENTS, CONTENT_SLUGS } from '@ipju/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiMock, ok } from '../../../test/api-mock';
import { categoryList, makeCategory } from '../../../test/category-fixtures';
import ContentPage from './ContentPage';

const CATEGORIES = categoryList(
  makeCategory('cleaning', '입주청소', {
    headline: '새집 먼지까지 깨끗하게',
    chapter: 'clean',
    imageUrl: '/files/seed/categories/cleaning.jpg',
    hasItemGuide: true,
    itemCount: 3,
    companyCount: 3,
  }),
);

function renderSlug(slug: string) {
  apiMock.listCategories.mockResolvedValue(ok(CATEGORIES));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/contents/:slug', Component: ContentPage }], {
    initialEntries: [`/contents/${slug}`],
  });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/contents/{slug}', () => {
  const fixed = CONTENT_SLUGS.filter((slug) => slug !== 'all-at-{product}');

  it('has copy for every slug of SPEC section 2', () => {
    expect(CONTENT_SLUGS).toHaveLength(13);
    for (const slug of fixed) expect(CONTENTS[slug], slug).toBeDefined();
  });

  it.each(fixed)('renders %s with its title, sections and a next step', async (slug) => {
    renderSlug(slug);
    const content = CONTENTS[slug]!;
    expect(await screen.findByRole('heading', { level: 1, name: content.title })).toBeInTheDocument();
    for (const section of content.sections) {
      expect(screen.getByRole('heading', { level: 3, name: section.title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: content.cta.label })).toBeInTheDocument();
    // Korean only (brand names aside).
    expect(document.body.textContent?.replace(/iPhone|Apple/g, '')).not.toMatch(/[A-Za-z]{4,}/);
  });

  it('renders all-at-{product} for a service, linking to its page', async () => {
    renderSlug('all-at-cleaning');
    expect(await screen.findByRole('heading', { level: 1, name: '입주청소도 입주에서' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '입주청소 가격 보기' })).toHaveAttribute('href', '/business/cleaning');
  });

  it.each(['no-such-page', 'all-at-nothing'])('says the page does not exist for %s', async (slug) => {
    renderSlug(slug);
    expect(await screen.findByText('찾는 안내 페이지가 없어요')).toBeInTheDocument();
  });
});
