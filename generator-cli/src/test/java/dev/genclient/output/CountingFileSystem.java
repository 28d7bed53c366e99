package dev.genclient.output;

import java.io.IOException;
import java.net.URI;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.AccessMode;
import java.nio.file.CopyOption;
import java.nio.file.DirectoryStream;
import java.nio.file.FileStore;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.LinkOption;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.FileAttributeView;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.nio.file.spi.FileSystemProvider;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The default file system with every call that reaches the operating system counted by kind
 * ({@code open}, {@code stat}, {@code list}, {@code mkdir}, {@code rename}, {@code delete},
 * {@code chmod}, {@code realpath}, ...): paths made by {@link #wrap} go through it, so a test
 * counts what the code under test really asks of the disk, not what it says it did. Each call
 * here is one system call (an {@code open} also stands for its reads or writes and its close).
 */
public final class CountingFileSystem extends FileSystem {
  private final FileSystem delegate = FileSystems.getDefault();
  private final Provider provider = new Provider();
  private final Map<String, AtomicInteger> counts = new ConcurrentHashMap<>();

  /** {@code path} (of the default file system) on this one. */
  public Path wrap(Path path) {
    return path == null ? null : new CountedPath(path);
  }

  /** The calls made so far, by kind, sorted. */
  public Map<String, Integer> counts() {
    Map<String, Integer> out = new TreeMap<>();
    counts.forEach((kind, n) -> out.put(kind, n.get()));
    return out;
  }

  public int count(String kind) {
    AtomicInteger n = counts.get(kind);
    return n == null ? 0 : n.get();
  }

  public int total() {
    return counts.values().stream().mapToInt(AtomicInteger::get).sum();
  }

  public void reset() {
    counts.clear();
  }

  private void count(String kind, int n) {
    counts.computeIfAbsent(kind, k -> new AtomicInteger()).addAndGet(n);
  }

  private static Path unwrap(Path path) {
    return path instanceof CountedPath counted ? counted.delegate : path;
  }

  @Override
  public FileSystemProvider provider() {
    return provider;
  }

  @Override
  public void close() {
    throw new UnsupportedOperationException();
  }

  @Override
  public boolean isOpen() {
    return true;
  }

  @Override
  public boolean isReadOnly() {
    return false;
  }

  @Override
  public String getSeparator() {
    return delegate.getSeparator();
  }

  @Override
  public Iterable<Path> getRootDirectories() {
    return () -> java.util.stream.StreamSupport.stream(delegate.getRootDirectories().spliterator(), false)
        .map(this::wrap).iterator();
  }

  @Override
  public Iterable<FileStore> getFileStores() {
    return delegate.getFileStores();
  }

  @Override
  public Set<String> supportedFileAttributeViews() {
    return delegate.supportedFileAttributeViews();
  }

  @Override
  public Path getPath(String first, String... more) {
    return wrap(delegate.getPath(first, more));
  }

  @Override
  public PathMatcher getPathMatcher(String syntaxAndPattern) {
    PathMatcher matcher = delegate.getPathMatcher(syntaxAndPattern);
    return path -> matcher.matches(unwrap(path));
  }

  @Override
  public UserPrincipalLookupService getUserPrincipalLookupService() {
    return delegate.getUserPrincipalLookupService();
  }

  @Override
  public WatchService newWatchService() {
    throw new UnsupportedOperationException();
  }

  /** A path of the default file system seen through this one. */
  private final class CountedPath implements Path {
    private final Path delegate;

    CountedPath(Path delegate) {
      this.delegate = delegate;
    }

    @Override
    public FileSystem getFileSystem() {
      return CountingFileSystem.this;
    }

    @Override
    public boolean isAbsolute() {
      return delegate.isAbsolute();
    }

    @Override
    public Path getRoot() {
      return wrap(delegate.getRoot());
    }

    @Override
    public Path getFileName() {
      return wrap(delegate.getFileName());
    }

    @Override
    public Path getParent() {
      return wrap(delegate.getParent());
    }

    @Override
    public int getNameCount() {
      return delegate.getNameCount();
    }

    @Override
    public Path getName(int index) {
      return wrap(delegate.getName(index));
    }

    @Override
    public Path subpath(int beginIndex, int endIndex) {
      return wrap(delegate.subpath(beginIndex, endIndex));
    }

    @Override
    public boolean startsWith(Path other) {
      return delegate.startsWith(unwrap(other));
    }

    @Override
    public boolean endsWith(Path other) {
      return delegate.endsWith(unwrap(other));
    }

    @Override
    public Path normalize() {
      return wrap(delegate.normalize());
    }

    @Override
    public Path resolve(Path other) {
      return wrap(delegate.resolve(unwrap(other)));
    }

    @Override
    public Path relativize(Path other) {
      return wrap(delegate.relativize(unwrap(other)));
    }

    @Override
    public URI toUri() {
      return delegate.toUri();
    }

    @Override
    public Path toAbsolutePath() {
      return wrap(delegate.toAbsolutePath());
    }

    @Override
    public Path toRealPath(LinkOption... options) throws IOException {
      count("realpath", 1);
      return wrap(delegate.toRealPath(options));
    }

    @Override
    public WatchKey register(WatchService watcher, WatchEvent.Kind<?>[] events, WatchEvent.Modifier... modifiers) {
      throw new UnsupportedOperationException();
    }

    @Override
    public int compareTo(Path other) {
      return delegate.compareTo(unwrap(other));
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof CountedPath counted && delegate.equals(counted.delegate);
    }

    @Override
    public int hashCode() {
      return delegate.hashCode();
    }

    @Override
    public String toString() {
      return delegate.toString();
    }
  }

  /** Counts each call, then hands it to the default provider with the paths unwrapped. */
  private final class Provider extends FileSystemProvider {
    private final FileSystemProvider real = delegate.provider();

    @Override
    public String getScheme() {
      return "counting";
    }

    @Override
    public FileSystem newFileSystem(URI uri, Map<String, ?> env) {
      throw new UnsupportedOperationException();
    }

    @Override
    public FileSystem getFileSystem(URI uri) {
      return CountingFileSystem.this;
    }

    @Override
    public Path getPath(URI uri) {
      return wrap(real.getPath(uri));
    }

    @Override
    public SeekableByteChannel newByteChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
        throws IOException {
      count("open", 1);
      return real.newByteChannel(unwrap(path), options, attrs);
    }

    @Override
    public FileChannel newFileChannel(Path path, Set<? extends OpenOption> options, FileAttribute<?>... attrs)
        throws IOException {
      count("open", 1);
      return real.newFileChannel(unwrap(path), options, attrs);
    }

    @Override
    public DirectoryStream<Path> newDirectoryStream(Path dir, DirectoryStream.Filter<? super Path> filter)
        throws IOException {
      count("list", 1);
      DirectoryStream<Path> stream = real.newDirectoryStream(unwrap(dir), entry -> filter.accept(wrap(entry)));
      return new DirectoryStream<>() {
        @Override
        public Iterator<Path> iterator() {
          Iterator<Path> entries = stream.iterator();
          return new Iterator<>() {
            @Override
            public boolean hasNext() {
              return entries.hasNext();
            }

            @Override
            public Path next() {
              return wrap(entries.next());
            }
          };
        }

        @Override
        public void close() throws IOException {
          stream.close();
        }
      };
    }

    @Override
    public void createDirectory(Path dir, FileAttribute<?>... attrs) throws IOException {
      count("mkdir", 1);
      real.createDirectory(unwrap(dir), attrs);
    }

    @Override
    public void createSymbolicLink(Path link, Path target, FileAttribute<?>... attrs) throws IOException {
      count("symlink", 1);
      real.createSymbolicLink(unwrap(link), unwrap(target), attrs);
    }

    @Override
    public Path readSymbolicLink(Path link) throws IOException {
      count("readlink", 1);
      return wrap(real.readSymbolicLink(unwrap(link)));
    }

    @Override
    public void delete(Path path) throws IOException {
      count("delete", 1);
      real.delete(unwrap(path));
    }

    @Override
    public void copy(Path source, Path target, CopyOption... options) throws IOException {
      count("copy", 1);
      real.copy(unwrap(source), unwrap(target), options);
    }

    @Override
    public void move(Path source, Path target, CopyOption... options) throws IOException {
      count("rename", 1);
      real.move(unwrap(source), unwrap(target), options);
    }

    @Override
    public boolean isSameFile(Path path, Path path2) throws IOException {
      count("stat", 2);
      return real.isSameFile(unwrap(path), unwrap(path2));
    }

    @Override
    public boolean isHidden(Path path) throws IOException {
      return real.isHidden(unwrap(path));
    }

    @Override
    public FileStore getFileStore(Path path) throws IOException {
      count("stat", 1);
      return real.getFileStore(unwrap(path));
    }

    @Override
    public void checkAccess(Path path, AccessMode... modes) throws IOException {
      count("stat", 1);
      real.checkAccess(unwrap(path), modes);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <V extends FileAttributeView> V getFileAttributeView(Path path, Class<V> type, LinkOption... options) {
      V view = real.getFileAttributeView(unwrap(path), type, options);
      if (view instanceof PosixFileAttributeView posix && type == PosixFileAttributeView.class) {
        return (V) new CountedPosixView(posix);
      }
      return view;
    }

    @Override
    public <A extends BasicFileAttributes> A readAttributes(Path path, Class<A> type, LinkOption... options)
        throws IOException {
      count("stat", 1);
      return real.readAttributes(unwrap(path), type, options);
    }

    @Override
    public Map<String, Object> readAttributes(Path path, String attributes, LinkOption... options) throws IOException {
      count("stat", 1);
      return real.readAttributes(unwrap(path), attributes, options);
    }

    @Override
    public void setAttribute(Path path, String attribute, Object value, LinkOption... options) throws IOException {
      count("chmod", 1);
      real.setAttribute(unwrap(path), attribute, value, options);
    }
  }

  /** A POSIX attribute view whose reads and changes are counted. */
  private final class CountedPosixView implements PosixFileAttributeView {
    private final PosixFileAttributeView view;

    CountedPosixView(PosixFileAttributeView view) {
      this.view = view;
    }

    @Override
    public String name() {
      return view.name();
    }

    @Override
    public PosixFileAttributes readAttributes() throws IOException {
      count("stat", 1);
      return view.readAttributes();
    }

    @Override
    public void setPermissions(Set<PosixFilePermission> perms) throws IOException {
      count("chmod", 1);
      view.setPermissions(perms);
    }

    @Override
    public void setGroup(GroupPrincipal group) throws IOException {
      count("chown", 1);
      view.setGroup(group);
    }

    @Override
    public UserPrincipal getOwner() throws IOException {
      count("stat", 1);
      return view.getOwner();
    }

    @Override
    public void setOwner(UserPrincipal owner) throws IOException {
      count("chown", 1);
      view.setOwner(owner);
    }

    @Override
    public void setTimes(FileTime lastModifiedTime, FileTime lastAccessTime, FileTime createTime) throws IOException {
      count("utimes", 1);
      view.setTimes(lastModifiedTime, lastAccessTime, createTime);
    }
  }
}
