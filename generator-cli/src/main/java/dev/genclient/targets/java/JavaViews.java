package dev.genclient.targets.java;

import dev.genclient.render.Meaning;
import java.util.List;

/**
 * The typed views the Java templates render: data only, every string final Java text already
 * escaped for its context (a literal, a doc comment, an identifier); templates loop over the lists.
 */
public final class JavaViews {
  private JavaViews() {}

  public record Pkg(@Meaning("the package") String pkg, @Meaning("its Javadoc text, escaped") String doc) {}

  /**
   * One property. {@code required}: {@code build()} refuses a missing value; {@code keepNull}: a required
   * property whose schema allows null, written as an explicit JSON {@code null} instead of left out.
   */
  public record Field(@Meaning("its Javadoc, escaped") String doc,
      @Meaning("its setter's Javadoc, escaped (params only)") String setterDoc,
      @Meaning("the JSON property name, a Java literal") String wire,
      @Meaning("its Java type") String type, @Meaning("the component's name") String name,
      @Meaning("build() refuses a missing value") boolean required,
      @Meaning("a required nullable property, written as an explicit JSON null") boolean keepNull) {}

  /** A type name, as a list element. */
  public record TypeName(@Meaning("a type's name") String name) {}

  /**
   * A record: {@code first} its first component and {@code rest} the others (a record has at least one;
   * Java allows no trailing comma there); {@code firstUnion} and {@code moreUnions} the sealed unions it
   * implements, likewise split.
   */
  public record RecordType(@Meaning("the package") String pkg, @Meaning("its Javadoc, escaped") String doc,
      @Meaning("the record's name") String name, @Meaning("its first component (one element)") List<Field> first,
      @Meaning("its other components") List<Field> rest,
      @Meaning("the first sealed union it implements (0 or 1)") List<TypeName> firstUnion,
      @Meaning("the other unions it implements") List<TypeName> moreUnions) {}

  /** A params class, its own builder: {@code className} apart from {@code name}, which each field's shadows in the loop. */
  public record ParamsType(@Meaning("the package") String pkg, @Meaning("its Javadoc, escaped") String doc,
      @Meaning("the class name") String className, @Meaning("the params, each with a getter and a setter") List<Field> fields) {}

  public record EnumConstant(@Meaning("the constant's name") String constant, @Meaning("its wire value, a Java literal") String literal) {}

  public record OpenEnum(@Meaning("the package") String pkg, @Meaning("its Javadoc, escaped") String doc,
      @Meaning("the type's name") String name, @Meaning("the known values") List<EnumConstant> constants) {}

  public record Subtype(@Meaning("the subtype's class") String type, @Meaning("its discriminator value, a Java literal") String tag) {}

  public record Union(@Meaning("the package") String pkg, @Meaning("its Javadoc, escaped") String doc,
      @Meaning("the interface's name") String name, @Meaning("the discriminator property, a Java literal") String property,
      @Meaning("its subtypes") List<Subtype> subtypes) {}

  public record Named(@Meaning("the package") String pkg, @Meaning("its Javadoc, escaped") String doc,
      @Meaning("the class name") String name) {}

  public record ErrorClass(@Meaning("the client's package") String pkg, @Meaning("its Javadoc, escaped") String doc,
      @Meaning("the class name") String name, @Meaning("its parent class") String parent) {}

  /** The exception class of one error row: {@code catalogClass} a Java literal, {@code name} the class. */
  public record ErrorFactory(@Meaning("the catalog class, a Java literal") String catalogClass, @Meaning("the exception class") String name) {}

  /** One string literal of a chunk. */
  public record Piece(@Meaning("a string literal") String literal) {}

  /** One string constant of the embedded catalog: its first literal, then the rest, joined with {@code +}. */
  public record Chunk(@Meaning("its first string literal") String first, @Meaning("the literals joined to it with +") List<Piece> rest) {}

  public record EmbeddedCatalogView(@Meaning("the client's package") String pkg,
      @Meaning("the runtime catalog document's JSON text, in string constants") List<Chunk> chunks,
      @Meaning("an exception factory per error row") List<ErrorFactory> errors) {}

  public record OpConstant(@Meaning("the constant's name") String name, @Meaning("the op id, a Java literal") String id,
      @Meaning("the op's summary, for Javadoc") String summary) {}

  /** A {@code @Deprecated} annotation: {@code since} a Java literal when {@code hasSince}. */
  public record Deprecation(@Meaning("whether since is set") boolean hasSince, @Meaning("the version, a Java literal") String since,
      @Meaning("forRemoval = true") boolean forRemoval) {}

  /** An op's reference from the embedded catalog: {@code id} a Java literal; {@code legacy} over its legacy binding. */
  public record Ref(@Meaning("the op id, a Java literal") String id, @Meaning("called over its legacy binding") boolean legacy) {}

  public record OpsView(@Meaning("the client's package") String pkg, @Meaning("a constant per op id") List<OpConstant> ops,
      @Meaning("the root's child namespaces") List<OpsChild> rootChildren, @Meaning("the root's ops") List<OpsOp> rootOps,
      @Meaning("every other namespace of the tree") List<OpsNamespace> namespaces) {}

  public record OpsNamespace(@Meaning("the nested class") String className, @Meaning("its Javadoc, escaped") String doc,
      @Meaning("its child namespaces") List<OpsChild> children, @Meaning("its ops") List<OpsOp> ops) {}

  /** A child namespace of the ops tree; {@code deprecated} holds the annotation of an alias (empty otherwise). */
  public record OpsChild(@Meaning("its Javadoc, escaped") String doc,
      @Meaning("the @Deprecated annotation of an alias (0 or 1)") List<Deprecation> deprecated,
      @Meaning("the accessor's name") String member, @Meaning("the nested class") String className) {}

  /** An op reference of the ops tree; {@code deprecated} holds the annotation of an alias (empty otherwise). */
  public record OpsOp(@Meaning("its Javadoc, escaped") String doc,
      @Meaning("the @Deprecated annotation of an alias (0 or 1)") List<Deprecation> deprecated,
      @Meaning("the accessor's name") String member, @Meaning("the op it refers to") Ref ref) {}

  /** A child namespace accessor; {@code field} the field holding it (empty for an alias, made on each call). */
  public record Child(@Meaning("its Javadoc, escaped") String doc,
      @Meaning("the @Deprecated annotation of an alias (0 or 1)") List<Deprecation> deprecated,
      @Meaning("the accessor's name") String member, @Meaning("the namespace class") String className,
      @Meaning("the field holding it (empty for an alias, made on each call)") String field) {}

  /** The params argument of an op method. */
  public record Param(@Meaning("the params type") String type, @Meaning("the argument's name") String name) {}

  /**
   * One op method group (the op, its twins and variants). {@code params}: the params argument, none for
   * an op without params; {@code returns}: the plain form returns a value ({@code resultType} is not
   * {@code void}); {@code status}, {@code idParam} (a literal) and {@code pendingType}: a job's.
   */
  public record Op(@Meaning("its Javadoc, escaped") String doc,
      @Meaning("the @Deprecated annotation (0 or 1)") List<Deprecation> deprecated, @Meaning("the method's name") String member,
      @Meaning("the op it calls") Ref ref, @Meaning("the params argument (0 or 1)") List<Param> params,
      @Meaning("the result type (void without one)") String resultType, @Meaning("the result type, boxed") String boxedType,
      @Meaning("the plain form returns a value") boolean returns, @Meaning("a stream's event type") String eventType,
      @Meaning("a job's pending type") String pendingType, @Meaning("a job's status op") Ref status,
      @Meaning("a job's id param, a Java literal") String idParam,
      @Meaning("the boxed result type is a class (its token is TypeToken.of(X.class), else a TypeReference)")
      boolean resultClass,
      @Meaning("the event type is a class (its token is TypeToken.of(X.class), else a TypeReference)")
      boolean eventClass,
      @Meaning("a paginated call's items and pages members (0 or 1)") List<Paging> paged) {}

  /** The item and page iterators of a paginated call op: {@code itemType} the boxed type of one item. */
  public record Paging(@Meaning("the boxed type of one item") String itemType) {}


  public record Api(@Meaning("the client's package") String pkg, @Meaning("the namespace path, for Javadoc") String path,
      @Meaning("the class name") String className, @Meaning("child namespaces") List<Child> children,
      @Meaning("namespace aliases (deprecated)") List<Child> aliasChildren,
      @Meaning("the server.openai helper of this namespace (0 or 1)") List<OpenAi> openai,
      @Meaning("call ops and their aliases") List<Op> calls, @Meaning("download ops") List<Op> downloads,
      @Meaning("upload ops") List<Op> uploads, @Meaning("stream ops") List<Op> streams, @Meaning("job ops") List<Op> jobs,
      @Meaning("whether the model package has types to import") boolean model) {}

  /**
   * The {@code server.openai} helper: {@code helper} its name, {@code basePath} a Java literal,
   * {@code basePathDoc} Javadoc text.
   */
  public record OpenAi(@Meaning("the client's package") String pkg, @Meaning("the helper's name") String helper,
      @Meaning("the base path, a Java literal") String basePath, @Meaning("the base path, for Javadoc") String basePathDoc) {}

  /**
   * The client root. {@code capabilities}, {@code ops} and {@code checkOp}: the catalog's op for the
   * route, if any; else {@code capabilitiesPath} and {@code opsPath} (literals) name the route.
   */
  public record Client(@Meaning("the client's package") String pkg, @Meaning("ServerClient's Javadoc, escaped") String doc,
      @Meaning("the root's child namespaces") List<Child> children,
      @Meaning("the root's namespace aliases (deprecated)") List<Child> aliasChildren,
      @Meaning("the root's call ops and their aliases") List<Op> calls, @Meaning("the root's download ops") List<Op> downloads,
      @Meaning("the root's upload ops") List<Op> uploads, @Meaning("the root's stream ops") List<Op> streams,
      @Meaning("the root's job ops") List<Op> jobs, @Meaning("the catalog's op for the capabilities route, if any") Ref capabilities,
      @Meaning("the capabilities route, a Java literal") String capabilitiesPath,
      @Meaning("the catalog's op for the ops route, if any") Ref ops, @Meaning("the ops route, a Java literal") String opsPath,
      @Meaning("server.check_op, if any") Ref checkOp, @Meaning("the default base URL, a Java literal") String defaultBaseUrl,
      @Meaning("the legacy auth header, a Java literal") String legacyHeader,
      @Meaning("the client header's name, a Java literal") String clientHeader,
      @Meaning("the client header's value, a Java literal") String clientValue,
      @Meaning("the gateway token's default header, a Java literal") String gatewayHeader,
      @Meaning("the gateway header's Javadoc text, escaped") String gatewayHeaderDoc,
      @Meaning("the default timeout in seconds") int timeoutSeconds,
      @Meaning("whether the model package has types to import") boolean model) {}
}
