// Applies the saved or system colour theme before the first paint (part of /boot.js: the server's CSP forbids inline scripts).
(() => {
  try {
    const saved = localStorage.getItem('domestique.theme');
    const dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage blocked: keep the light theme */
  }
})();
