/** @jsxRuntime automatic @jsxImportSource react */
// The server runs from source under tsx too, which reads no tsconfig of this package: the pragma says how JSX compiles.
import type { Language } from "@kierto/shared";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import type { ReactNode } from "react";

/** The parts every mail shares: the greeting, the body's paragraphs, one button, the footer. */
export interface LetterContent {
  language: Language;
  subject: string;
  /** The line mail clients show beside the subject. */
  preview: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  signature: string;
  /** Small print under the line: why the mail came and how to choose fewer. */
  footer?: ReactNode;
}

const colours = { text: "#1c1917", muted: "#57534e", brand: "#0f766e", line: "#d6d3d1" };

/** One layout for every Kierto mail: a narrow column, the brand's colour on the one button. */
export function Letter({ content }: { content: LetterContent }) {
  return (
    <Html lang={content.language}>
      <Head />
      <Preview>{content.preview}</Preview>
      <Body style={{ backgroundColor: "#f5f5f4", fontFamily: "system-ui, sans-serif", color: colours.text }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "560px", padding: "24px", margin: "24px auto" }}>
          <Heading as="h1" style={{ fontSize: "20px", color: colours.brand, margin: "0 0 16px" }}>
            Kierto
          </Heading>
          <Text>{content.greeting}</Text>
          {content.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {content.action ? (
            <Section style={{ margin: "24px 0" }}>
              <Button
                href={content.action.url}
                style={{ backgroundColor: colours.brand, color: "#ffffff", padding: "12px 20px", borderRadius: "6px" }}
              >
                {content.action.label}
              </Button>
            </Section>
          ) : null}
          {content.signature.split("\n\n").map((part) => (
            <Text key={part} style={{ whiteSpace: "pre-line" }}>
              {part}
            </Text>
          ))}
          {content.footer ? (
            <>
              <Hr style={{ borderColor: colours.line }} />
              <Section style={{ color: colours.muted, fontSize: "13px" }}>{content.footer}</Section>
            </>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** A footer link, styled alike in every mail. */
export function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: colours.muted, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

/** The HTML part and the plain-text part, both from the same element tree. */
export async function renderLetter(content: LetterContent): Promise<{ html: string; text: string }> {
  const element = <Letter content={content} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
