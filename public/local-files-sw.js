/*
 * Serves files uploaded to the local demo backend (/local-files/…) from IndexedDB. Every answer is only
 * ever shown as what it says it is, and as a file with no page of its own: nothing in it runs on the site.
 */
const DB_NAME = 'locanda-local';
const PREFIX = '/local-files/';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox' };

function readFile(key) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME);
    open.onerror = () => reject(open.error);
    open.onupgradeneeded = () => {
      // The page has not created the database yet: nothing to serve.
      open.transaction.abort();
    };
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('files')) {
        db.close();
        resolve(undefined);
        return;
      }
      const req = db.transaction('files').objectStore('files').get(key);
      req.onsuccess = () => {
        db.close();
        resolve(req.result);
      };
      req.onerror = () => {
        db.close();
        reject(req.error);
      };
    };
  });
}

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(PREFIX)) return;
  const key = url.pathname.slice(PREFIX.length).split('/').map(decodeURIComponent).join('/');
  event.respondWith(
    readFile(key).then(
      (row) =>
        row
          ? new Response(row.bytes, {
              headers: { ...HEADERS, 'Content-Type': row.contentType || 'application/octet-stream', 'Cache-Control': 'no-cache' },
            })
          : new Response('Not found', { status: 404, headers: HEADERS }),
      () => new Response('Unavailable', { status: 503, headers: HEADERS }),
    ),
  );
});
