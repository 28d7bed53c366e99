package dev.genclient.verify.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

class JunitReportTest {
  private static Validator validator() throws SAXException {
    SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    return factory.newSchema(JunitReportTest.class.getResource("/verify/junit-10.xsd")).newValidator();
  }

  @Test
  void validatesAgainstJenkinsJunitSchema() throws Exception {
    validator().validate(new StreamSource(new StringReader(JunitReport.render(SampleReport.report()))));
  }

  /** The control: the schema really rejects a suite without its required counts. */
  @Test
  void theSchemaRejectsASuiteWithoutItsCounts() throws Exception {
    Validator validator = validator();
    assertThrows(SAXException.class, () -> validator.validate(new StreamSource(new StringReader(
        "<testsuites><testsuite name=\"x\" tests=\"1\"><testcase name=\"a\"/></testsuite></testsuites>"))));
  }

  @Test
  void oneTestCasePerOpAndClientAndPerServerFinding() throws Exception {
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new InputSource(new StringReader(JunitReport.render(SampleReport.report()))));
    NodeList suites = doc.getElementsByTagName("testsuite");
    assertEquals(3, suites.getLength());
    Element server = (Element) suites.item(0);
    assertEquals(List.of("server", "4", "1", "1"),
        List.of(server.getAttribute("name"), server.getAttribute("tests"), server.getAttribute("failures"), server.getAttribute("skipped")));
    Element ts = (Element) suites.item(2);
    assertEquals(List.of("ts", "3", "1", "2"),
        List.of(ts.getAttribute("name"), ts.getAttribute("tests"), ts.getAttribute("failures"), ts.getAttribute("skipped")));
    Element first = (Element) ts.getElementsByTagName("testcase").item(0);
    assertEquals("files.list", first.getAttribute("name"));
    assertEquals("verify.ts", first.getAttribute("classname"));
    Element failure = (Element) first.getElementsByTagName("failure").item(0);
    assertEquals("result.entries: expected array, got \"x|y\"", failure.getAttribute("message"));
    assertTrue(failure.getTextContent().contains("request id: rid-files.list\ncurl -sS"), failure.getTextContent());
    assertEquals("10", doc.getDocumentElement().getAttribute("tests"));
    assertEquals("2", doc.getDocumentElement().getAttribute("failures"));
  }

  @Test
  void controlCharactersFromAServerStayReadable() throws Exception {
    VerifyReport sample = SampleReport.report();
    VerifyReport hostile = new VerifyReport(sample.catalogFile(), sample.baseUrl(), sample.ops(), sample.clients(), false,
        List.of(Finding.fail("envelope", null, null, "code \u0001\u001b]0;x\u0007 ]]> </failure>")));
    String xml = JunitReport.render(hostile);
    validator().validate(new StreamSource(new StringReader(xml)));
    Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    assertEquals("code \uFFFD\uFFFD]0;x\uFFFD ]]> </failure>",
        ((Element) doc.getElementsByTagName("failure").item(0)).getAttribute("message"));
  }
}
