// Runs before the landing page paints (a blocking same-origin script: the CSP allows no inline
// script). Applies the theme saved by the app's theme store and tells the CSS that JavaScript runs.
(function () {
  var root = document.documentElement;
  root.classList.add('js');
  try {
    var saved = JSON.parse(window.localStorage.getItem('theme-storage') || 'null');
    if (saved && saved.state && saved.state.isDarkMode === false) {
      root.setAttribute('data-theme', 'light');
      var meta = document.querySelector('meta[name="theme-color"]');
      if (meta) meta.setAttribute('content', '#f3f7f4');
    }
  } catch {
    // storage blocked or unreadable: the default dark theme stays
  }
})();
