import { describe, expect, it } from 'vitest';
import { site } from '../../../content/site.ts';
import { boundingBox, osmEmbedUrl, osmViewUrl } from './osm-links.ts';

describe('OpenStreetMap links for an office', () => {
  const colchester = { lat: 51.8892, lon: 0.9042 };

  it('embeds the mapnik layer with a marker on the office', () => {
    const url = new URL(osmEmbedUrl(colchester));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('layer')).toBe('mapnik');
    expect(url.searchParams.get('marker')).toBe('51.88920,0.90420');
    expect(url.searchParams.get('bbox')).toBe(boundingBox(colchester));
  });

  it('centres a box about as wide on the ground as it is tall', () => {
    const [minLon = 0, minLat = 0, maxLon = 0, maxLat = 0] = boundingBox(colchester).split(',').map(Number);
    expect((minLon + maxLon) / 2).toBeCloseTo(colchester.lon, 4);
    expect((minLat + maxLat) / 2).toBeCloseTo(colchester.lat, 4);
    const heightKm = (maxLat - minLat) * 111.32;
    const widthKm = (maxLon - minLon) * 111.32 * Math.cos((colchester.lat * Math.PI) / 180);
    expect(widthKm).toBeCloseTo(heightKm, 1);
    expect(heightKm).toBeGreaterThan(1);
    expect(heightKm).toBeLessThan(5);
  });

  it('links the full map at the marker', () => {
    expect(osmViewUrl(colchester)).toBe(
      'https://www.openstreetmap.org/?mlat=51.88920&mlon=0.90420#map=16/51.88920/0.90420',
    );
  });

  it('has coordinates for every office, inside its country', () => {
    const expected = {
      'United Kingdom': { lat: [49, 61], lon: [-9, 2] },
      India: { lat: [6, 36], lon: [68, 98] },
      Uzbekistan: { lat: [37, 46], lon: [56, 74] },
    } as const;
    expect(site.offices.map((office) => office.country)).toEqual(Object.keys(expected));
    for (const office of site.offices) {
      const bounds = expected[office.country];
      expect(office.coordinates.lat).toBeGreaterThan(bounds.lat[0]);
      expect(office.coordinates.lat).toBeLessThan(bounds.lat[1]);
      expect(office.coordinates.lon).toBeGreaterThan(bounds.lon[0]);
      expect(office.coordinates.lon).toBeLessThan(bounds.lon[1]);
    }
  });
});
