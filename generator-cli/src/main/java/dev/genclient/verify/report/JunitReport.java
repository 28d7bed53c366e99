package dev.genclient.verify.report;

import java.io.StringWriter;
import java.util.List;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The JUnit XML report: a suite {@code server} with one test case per server finding, then one
 * suite per client with one test case per op (a FAIL cell fails it, an n/a cell skips it).
 */
public final class JunitReport {
  private JunitReport() {}

  public static String render(VerifyReport report) {
    StringWriter text = new StringWriter();
    try {
      XMLStreamWriter xml = XMLOutputFactory.newFactory().createXMLStreamWriter(text);
      xml.writeStartDocument("UTF-8", "1.0");
      xml.writeCharacters("\n");
      List<Finding> server = report.serverFindings();
      List<VerifyReport.Cell> cells = report.cells();
      xml.writeStartElement("testsuites");
      xml.writeAttribute("name", "gen-client verify");
      xml.writeAttribute("tests", String.valueOf(server.size() + cells.size()));
      xml.writeAttribute("failures", String.valueOf(server.stream().filter(f -> f.verdict() == Verdict.FAIL).count()
          + cells.stream().filter(c -> c.verdict() == Verdict.FAIL).count()));
      xml.writeAttribute("errors", "0");
      xml.writeCharacters("\n");
      suite(xml, "server", server.size(), server.stream().filter(f -> f.verdict() == Verdict.FAIL).count(),
          server.stream().filter(f -> f.verdict() == Verdict.NOT_APPLICABLE).count());
      for (Finding f : server) {
        testcase(xml, "verify.server", f.op() == null ? f.check() : f.check() + " " + f.op());
        switch (f.verdict()) {
          case FAIL -> failure(xml, f.message(), details(List.of(f)));
          case NOT_APPLICABLE -> skipped(xml, f.message());
          case INFO -> element(xml, "system-out", "info: " + f.message());
          case PASS -> { }
        }
        end(xml);
      }
      end(xml);
      for (String client : report.clients()) {
        List<VerifyReport.Cell> own = cells.stream().filter(c -> c.client().equals(client)).toList();
        suite(xml, client, own.size(), own.stream().filter(c -> c.verdict() == Verdict.FAIL).count(),
            own.stream().filter(c -> c.verdict() == Verdict.NOT_APPLICABLE).count());
        for (VerifyReport.Cell cell : own) {
          testcase(xml, "verify." + client, cell.op().id());
          if (cell.verdict() == Verdict.FAIL) {
            List<Finding> failed = cell.findings().stream().filter(f -> f.verdict() != Verdict.PASS).toList();
            failure(xml, failed.isEmpty() ? "not run" : failed.get(0).message(), details(failed));
          } else if (cell.verdict() == Verdict.NOT_APPLICABLE) {
            skipped(xml, cell.findings().get(0).message());
          }
          end(xml);
        }
        end(xml);
      }
      xml.writeEndElement();
      xml.writeEndDocument();
      xml.close();
    } catch (XMLStreamException e) {
      throw new IllegalStateException("writing to a string cannot fail", e);
    }
    return text.append('\n').toString();
  }

  private static void suite(XMLStreamWriter xml, String name, long tests, long failures, long skipped) throws XMLStreamException {
    xml.writeStartElement("testsuite");
    xml.writeAttribute("name", name);
    xml.writeAttribute("tests", String.valueOf(tests));
    xml.writeAttribute("failures", String.valueOf(failures));
    xml.writeAttribute("errors", "0");
    xml.writeAttribute("skipped", String.valueOf(skipped));
    xml.writeCharacters("\n");
  }

  private static void testcase(XMLStreamWriter xml, String classname, String name) throws XMLStreamException {
    xml.writeStartElement("testcase");
    xml.writeAttribute("classname", classname);
    xml.writeAttribute("name", legal(name));
  }

  private static void failure(XMLStreamWriter xml, String message, String details) throws XMLStreamException {
    xml.writeStartElement("failure");
    xml.writeAttribute("type", "FAIL");
    xml.writeAttribute("message", legal(message));
    xml.writeCharacters(legal(details));
    xml.writeEndElement();
  }

  private static void skipped(XMLStreamWriter xml, String reason) throws XMLStreamException {
    xml.writeStartElement("skipped");
    xml.writeAttribute("message", "n/a: " + legal(reason));
    xml.writeEndElement();
  }

  private static void element(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
    xml.writeStartElement(name);
    xml.writeCharacters(legal(text));
    xml.writeEndElement();
  }

  private static void end(XMLStreamWriter xml) throws XMLStreamException {
    xml.writeEndElement();
    xml.writeCharacters("\n");
  }

  private static String details(List<Finding> findings) {
    StringBuilder out = new StringBuilder();
    for (Finding f : findings) {
      out.append(f.check()).append(": ").append(f.message()).append('\n');
      if (f.requestId() != null) {
        out.append("request id: ").append(f.requestId()).append('\n');
      }
      if (f.reproduction() != null) {
        out.append(f.reproduction().curl()).append('\n');
      }
    }
    return out.toString();
  }

  /** Only characters XML 1.0 allows: a control character from a server's answer would make the file unreadable. */
  static String legal(String text) {
    StringBuilder out = new StringBuilder(text.length());
    text.codePoints().forEach(c -> {
      boolean allowed = c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) || c >= 0x10000;
      out.appendCodePoint(allowed ? c : 0xFFFD);
    });
    return out.toString();
  }
}
