/**
 * The map search in a real browser (chromium's software WebGL): search a city, draw a polygon over it with the mouse, see the
 * free count with the area, apply it, see the count and the markers, open a marker's card.
 * Needs the server side of issue 15 (the `geometry` search field; contracts/15-map.md) to get past the count.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pagePerTest, pickHouston, signUp } from './browser.ts';

let page: Page;
pagePerTest((opened) => ({ page } = opened), { viewport: { width: 1366, height: 900 } }, [
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
  '--enable-webgl',
]);

const isSearch = (url: URL) => url.pathname === '/api/searches/properties/';

/** Ray casting, independent of the server's SQL: is [lng, lat] inside the closed ring? */
function insidePolygon([x, y]: number[], ring: number[][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!) inside = !inside;
  }
  return inside;
}

describe('map search end to end', () => {
  it('draws a polygon over a city, applies it, shows the count and markers, and opens a marker card', async () => {
    await signUp(page);
    await pickHouston(page);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByRole('heading', { name: /properties found/ }).waitFor();

    await page.getByRole('button', { name: 'Map', exact: true }).click();
    // The WebGL map is up when the page's markers are placed on it (fitted to Houston's results).
    await page.locator('.maplibregl-canvas').waitFor();
    await page.locator('.propscout-marker').first().waitFor();
    expect(await page.locator('.propscout-marker').count()).toBeGreaterThan(0);

    // Draw a polygon around the middle of the view (the results) by mouse: four corners, then the first again to close it.
    await page.getByRole('button', { name: 'Draw a polygon' }).click();
    await page.locator('.maplibregl-canvas').scrollIntoViewIfNeeded();
    const box = (await page.locator('.maplibregl-canvas').boundingBox())!;
    const at = (fx: number, fy: number) => [box.x + box.width * fx, box.y + box.height * fy] as const;
    const corners = [at(0.15, 0.15), at(0.85, 0.15), at(0.85, 0.85), at(0.15, 0.85), at(0.15, 0.15)];
    const counted = page.waitForRequest(
      (request) => request.url().endsWith('/api/searches/properties/count/') && (request.postData() ?? '').includes('geometry'),
    );
    for (const [x, y] of corners) {
      await page.mouse.move(x, y, { steps: 4 });
      await page.mouse.click(x, y);
      await page.waitForTimeout(150);
    }

    const countBody = JSON.parse((await counted).postData()!) as { geometry: string; location: string };
    const drawn = JSON.parse(countBody.geometry) as { type: string; coordinates: number[][][] };
    expect(drawn.type).toBe('Polygon');
    expect(drawn.coordinates[0]).toHaveLength(5);
    expect(drawn.coordinates[0]![0]).toEqual(drawn.coordinates[0]![4]);
    // Around Houston (29.76° N, 95.37° W).
    for (const [lng, lat] of drawn.coordinates[0]!) {
      expect(Math.abs(lng! + 95.4)).toBeLessThan(2);
      expect(Math.abs(lat! - 29.8)).toBeLessThan(2);
    }
    await expect(page.getByTestId('drawn-area').textContent()).resolves.toMatch(/^Drawn area, [\d.,]+ sq mi$/);
    await page
      .getByTestId('area-count')
      .getByText(/matching propert/)
      .waitFor();
    const areaCount = Number((await page.getByTestId('area-count').textContent())!.replace(/[^\d]/g, ''));
    expect(areaCount).toBeGreaterThan(0);

    const searched = page.waitForResponse((response) => isSearch(new URL(response.url())));
    await page.getByRole('button', { name: 'Apply area' }).click();
    const searchResponse = await searched;
    const searchUrl = new URL(searchResponse.url());
    // Every listing of the results page lies inside the drawn polygon.
    const { results } = (await searchResponse.json()) as { results: { latitude: number; longitude: number }[] };
    expect(results.length).toBeGreaterThan(0);
    for (const { longitude, latitude } of results) expect(insidePolygon([longitude, latitude], drawn.coordinates[0]!)).toBe(true);
    expect(searchUrl.searchParams.get('geometry')).toBe(countBody.geometry);
    expect(new URL(page.url()).searchParams.get('geometry')).toBe(countBody.geometry);
    await page
      .getByRole('heading', { name: `${areaCount.toLocaleString('en-US')} ${areaCount === 1 ? 'property' : 'properties'} found` })
      .waitFor();
    await page.getByRole('button', { name: 'Area applied' }).waitFor();

    // The markers of the area's results; back to moving the map, a click on one opens its card.
    await page.getByRole('button', { name: 'Move the map' }).click();
    const marker = page.locator('.propscout-marker').first();
    await marker.waitFor();
    await marker.click();
    const card = page.getByRole('dialog', { name: 'Property card' });
    await card.waitFor();
    expect(await card.getByText('List price').count()).toBe(1);
    expect(await card.getByRole('link', { name: 'Property page' }).getAttribute('href')).toMatch(/^\/products\/properties\/\d+$/);
    expect(await card.getByRole('link', { name: 'Full report' }).getAttribute('href')).toMatch(/^\/report\?property_id=.+/);
  });
});
