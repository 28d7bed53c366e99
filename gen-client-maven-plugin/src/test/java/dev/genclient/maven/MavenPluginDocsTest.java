package dev.genclient.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPath;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * docs/maven-plugin.md's pom snippet is complete: the compiler plugin pinned to the version this repository builds
 * with and set to {@code <release>17</release>} (Maven 3.8's default compiles for Java 5), the Jackson modules the
 * generated client imports at the version it is tested with, and this plugin's version.
 */
class MavenPluginDocsTest {
  private static final Path ROOT = Path.of("..");

  @Test
  void theSnippetPinsTheCompilerAndListsWhatTheClientNeeds() throws Exception {
    String doc = Files.readString(ROOT.resolve("docs/maven-plugin.md"), StandardCharsets.UTF_8);
    int start = doc.indexOf("```xml\n") + "```xml\n".length();
    String snippet = doc.substring(start, doc.indexOf("```", start));
    XPath snippetPath = XPathFactory.newInstance().newXPath();
    Document pom = parse("<project>" + snippet + "</project>");
    Document root = parse(Files.readString(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8));
    XPath rootPath = XPathFactory.newInstance().newXPath();

    String compiler = "/project/build/plugins/plugin[artifactId='maven-compiler-plugin']";
    assertEquals(rootPath.evaluate("/project/properties/compiler-plugin.version", root),
        snippetPath.evaluate(compiler + "/version", pom), "the compiler plugin's version");
    assertEquals("17", snippetPath.evaluate(compiler + "/configuration/release", pom));
    String jackson = rootPath.evaluate("/project/properties/jackson.version", root);
    for (String artifact : new String[] {"jackson-databind", "jackson-datatype-jsr310"}) {
      assertEquals(jackson, snippetPath.evaluate("/project/dependencies/dependency[artifactId='" + artifact + "']/version", pom),
          artifact);
    }
    String plugin = "/project/build/plugins/plugin[artifactId='gen-client-maven-plugin']";
    assertEquals(rootPath.evaluate("/project/version", root), snippetPath.evaluate(plugin + "/version", pom));
  }

  private static Document parse(String xml) throws Exception {
    return DocumentBuilderFactory.newInstance().newDocumentBuilder()
        .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
  }
}
