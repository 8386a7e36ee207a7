// What the service worker adds to the generated one (vite.config.ts, `workbox.importScripts`).
//
// The Web Share Target of the installed app (the manifest's `share_target`): a file or a
// link shared to Hexplay is posted here. It keeps what was shared in a cache and sends
// the page to `?open=shared`, where the Import dialog takes it (src/pwa/incoming.ts). No
// server sees it.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'POST' || !url.pathname.endsWith('/share-target')) return;
  event.respondWith(
    (async () => {
      const form = await event.request.formData();
      const files = form.getAll('records').filter((f) => typeof f !== 'string');
      const texts = await Promise.all(files.map((f) => f.text()));
      const link = form.get('url');
      const text = form.get('text');
      const shared =
        files.length > 0
          ? { name: files[0].name, text: texts.join('\n\n') }
          : { text: typeof link === 'string' && link !== '' ? link : String(text ?? '') };
      const scope = self.registration.scope;
      const cache = await caches.open('hexplay-shared');
      await cache.put(
        new URL('shared', scope).href,
        new Response(JSON.stringify(shared), { headers: { 'Content-Type': 'application/json' } }),
      );
      return Response.redirect(new URL('./?open=shared', scope).href, 303);
    })(),
  );
});

// A turn reminder's notification (src/components/library/TurnReminders.tsx), tapped: the
// app comes to the front, in the tab it has open if there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((client) => client.url.startsWith(self.registration.scope));
      if (tab) await tab.focus();
      else await self.clients.openWindow(new URL('./', self.registration.scope).href);
    })(),
  );
});
