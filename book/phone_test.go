package book

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// wideJS lists the elements that reach past the viewport's right edge (the
// innermost ones, so the report names what to fix) and the page's width.
const wideJS = `((w) => {
  const out = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.right <= w + 1) continue;
    let p = e.parentElement, clipped = false;
    while (p) { const s = getComputedStyle(p); if (s.overflowX !== 'visible' && s.overflowX !== 'clip' || s.display === 'none') { clipped = p !== document.body && p !== document.documentElement; break; } p = p.parentElement; }
    if (clipped) continue;
    if (Array.from(e.children).some(c => c.getBoundingClientRect().right > w + 1)) continue;
    out.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && e.className.baseVal === undefined ? '.' + String(e.className).split(' ').join('.') : '') + ' right=' + Math.round(r.right));
    if (out.length > 8) break;
  }
  return JSON.stringify({width: document.documentElement.scrollWidth, wide: out});
})(%d)`

type widthReport struct {
	Width int      `json:"width"`
	Wide  []string `json:"wide"`
}

func (b *browser) width(t *testing.T, vw int) widthReport {
	t.Helper()
	var js string
	b.run(t, "measure", chromedp.Evaluate(fmt.Sprintf(wideJS, vw), &js))
	var r widthReport
	if err := json.Unmarshal([]byte(js), &r); err != nil {
		t.Fatal(err)
	}
	return r
}

// TestBrowserPhone opens the book at 390 px (a phone) and at 1280 px: no
// page is wider than the viewport, the board's legal starts are on screen,
// a move shows the seeds in hand while they are sown.
func TestBrowserPhone(t *testing.T) {
	b := newBrowser(t)
	dir := builtBook(t)
	shots := screenshotDir(t)
	pages := []string{"index.html", "disputes.html", "dispute-3.html", "dispute-11.html", "dispute-13.html", "area-capture.html", "errata.html", "worked-rn-diagrams.html", "board.html"}
	for _, vw := range []int{390, 1280} {
		b.run(t, "viewport", emulation.SetDeviceMetricsOverride(int64(vw), 844, 1, vw < 500))
		for _, page := range pages {
			wait := chromedp.WaitReady("footer", chromedp.ByQuery)
			if page == "board.html" {
				wait = chromedp.WaitReady(`body[data-engine="ready"]`, chromedp.ByQuery)
			}
			b.run(t, "open "+page, chromedp.Navigate(fileURL(dir, page)), wait, chromedp.Sleep(100*time.Millisecond))
			if r := b.width(t, vw); r.Width > vw || len(r.Wide) > 0 {
				t.Errorf("at %d px, %s lays out %d px wide; past the edge: %s", vw, page, r.Width, strings.Join(r.Wide, ", "))
			}
			b.shot(t, shots, fmt.Sprintf("w%d-%s.png", vw, strings.TrimSuffix(page, ".html")))
			b.noErrors(t, fmt.Sprintf("%s at %d px", page, vw))
		}
		// The board: the pits that start the legal moves (A6, A7) are on
		// screen; mid-move (after "pick-up A6 (3)") the three seeds in
		// hand are drawn.
		var right float64
		b.run(t, "the legal starts", chromedp.Navigate(fileURL(dir, "board.html")), chromedp.WaitReady(`body[data-engine="ready"]`, chromedp.ByQuery),
			chromedp.Evaluate(`Math.max(...['A6','A7'].map(p => document.querySelector('#live g.pit[data-pit="'+p+'"]').getBoundingClientRect().right))`, &right))
		if right > float64(vw) {
			t.Errorf("at %d px, the legal starts A6 and A7 end at x=%.0f, off-screen", vw, right)
		}
		var hand string
		var visible bool
		b.run(t, "mid-move", chromedp.Click(`#live g.pit[data-pit="A6"]`, chromedp.ByQuery),
			chromedp.WaitVisible(`#moves button[data-move="A6<*"]`, chromedp.ByQuery),
			chromedp.Click(`#moves button[data-move="A6<*"]`, chromedp.ByQuery),
			chromedp.WaitVisible(`#steps li`, chromedp.ByQuery), chromedp.Click(`#steps li:nth-child(2)`, chromedp.ByQuery),
			chromedp.Evaluate(`(() => { const g = document.querySelector('#live g.hand'); return g ? g.dataset.seeds : ''; })()`, &hand),
			chromedp.Evaluate(fmt.Sprintf(`(() => { const g = document.querySelector('#live g.hand'); if (!g) return false; const r = g.getBoundingClientRect(); return r.width > 0 && r.right <= %d && getComputedStyle(g).visibility !== 'hidden'; })()`, vw), &visible),
			chromedp.Evaluate(`document.getElementById('live').scrollIntoView()`, nil))
		if hand != "3" || !visible {
			t.Errorf("at %d px, at step 2 of A6<* (pick-up A6 (3)) the board shows %q seeds in hand (visible on screen: %v), want 3", vw, hand, visible)
		}
		b.shot(t, shots, fmt.Sprintf("w%d-board-in-hand.png", vw))
		b.noErrors(t, fmt.Sprintf("board mid-move at %d px", vw))
	}
	b.run(t, "reset", emulation.ClearDeviceMetricsOverride())
}
