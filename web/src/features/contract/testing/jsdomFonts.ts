// jsdom has no document.fonts; Mantine's autosize Textarea listens to it.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
}
