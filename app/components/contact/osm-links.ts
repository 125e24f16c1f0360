// OpenStreetMap addresses for an office marker: the embeddable map (loaded only after the
// visitor asks for it, see office-map.tsx) and the full map page linked beside it.

export const OSM_ORIGIN = 'https://www.openstreetmap.org';

export type Coordinates = { readonly lat: number; readonly lon: number };

// Half the height of the shown area in degrees of latitude: about 1.1 km either side of the
// marker, close enough to find the street and far enough to see the district.
const HALF_SPAN_LAT = 0.01;

function fixed(value: number): string {
  return value.toFixed(5);
}

/** The box around a point as minLon,minLat,maxLon,maxLat; longitude is widened by latitude so the box stays square on the ground. */
export function boundingBox({ lat, lon }: Coordinates, halfSpanLat = HALF_SPAN_LAT): string {
  const halfSpanLon = halfSpanLat / Math.cos((lat * Math.PI) / 180);
  return [lon - halfSpanLon, lat - halfSpanLat, lon + halfSpanLon, lat + halfSpanLat].map(fixed).join(',');
}

export function osmEmbedUrl(point: Coordinates): string {
  const query = new URLSearchParams({
    bbox: boundingBox(point),
    layer: 'mapnik',
    marker: `${fixed(point.lat)},${fixed(point.lon)}`,
  });
  return `${OSM_ORIGIN}/export/embed.html?${query.toString()}`;
}

export function osmViewUrl(point: Coordinates, zoom = 16): string {
  const lat = fixed(point.lat);
  const lon = fixed(point.lon);
  return `${OSM_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}
