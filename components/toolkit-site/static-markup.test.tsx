import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { staticMarkup } from "./static-markup";

function Card({ title, body }: { title: string; body: string }) {
  return (
    <section className="card" data-kind="text">
      <h2>{title}</h2>
      <p>{body}</p>
    </section>
  );
}

const tree = (
  <>
    <a href="/about?x=1&y=2" aria-current="page" aria-hidden={true} data-open={false} className="link" title={'He said "hi" & <left>'}>
      Tom &amp; Jerry&apos;s <b>{"<script>alert(1)</script>"}</b> {3} {null} {false} {undefined}
    </a>
    <label htmlFor="q" hidden>
      Search
      <br />
    </label>
    {["one", "two"].map((t) => (
      <Card key={t} title={t} body={`${t}'s body`} />
    ))}
    <div dangerouslySetInnerHTML={{ __html: "<i>kept</i>" }} />
    <hr className="rule" />
  </>
);

describe("staticMarkup", () => {
  it("writes what React's own static renderer writes for elements, text, attributes and components", async () => {
    expect(await staticMarkup(tree)).toBe(renderToStaticMarkup(tree));
  });

  it("escapes text and attribute values (no markup from a value gets through)", async () => {
    const html = await staticMarkup(<p title={`"><script>`}>{"</p><script>x()</script>"}</p>);
    expect(html).toBe('<p title="&quot;&gt;&lt;script&gt;">&lt;/p&gt;&lt;script&gt;x()&lt;/script&gt;</p>');
  });

  it("awaits async server components", async () => {
    async function Heading({ text }: { text: string }) {
      await new Promise((r) => setTimeout(r, 1));
      return <h1>{text}</h1>;
    }
    expect(await staticMarkup(<header>{[<Heading key="a" text="About" />, <Heading key="b" text="Pro" />]}</header>)).toBe("<header><h1>About</h1><h1>Pro</h1></header>");
  });

  it("refuses what cannot be static: event handlers, style objects, unknown attribute spellings", async () => {
    await expect(staticMarkup(<button onClick={() => {}}>x</button>)).rejects.toThrow(/unsupported attribute onClick/);
    await expect(staticMarkup(<div style={{ color: "red" }} />)).rejects.toThrow(/attribute style/);
    await expect(staticMarkup(<div tabIndex={0} />)).rejects.toThrow(/unsupported attribute tabIndex/);
  });

  it("refuses a script: scripts carry the request's nonce", async () => {
    await expect(staticMarkup(<section>{<script type="application/ld+json">{"{}"}</script>}</section>)).rejects.toThrow(/nonce/);
  });
});
