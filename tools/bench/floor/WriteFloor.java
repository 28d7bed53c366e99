import dev.genclient.output.GeneratedFile;
import dev.genclient.output.OutputWriter;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The floor under the write phase: the files of a generated tree (one directory per target), held in
 * memory, written into a fresh directory by gen-client's writer alone (OutputWriter: change set,
 * staging, commit, on one thread) and by a plain loop (create, write, close per file, directories as
 * needed), next to {@code cp -r} of the tree (under {@code /usr/bin/time}), the three one after the
 * other, ROUNDS times, each after a {@code sync}. Prints one line per write: {@code <way> <wall ms>
 * <CPU ms>} (the writing thread's CPU time; cp's user + system). Usage: WriteFloor TREE WORK ROUNDS.
 */
public final class WriteFloor {
  public static void main(String[] args) throws Exception {
    Path tree = Path.of(args[0]);
    Path work = Path.of(args[1]);
    int rounds = Integer.parseInt(args[2]);
    List<String> targets = new ArrayList<>();
    List<List<GeneratedFile>> files = new ArrayList<>();
    try (var dirs = Files.list(tree)) {
      for (Path dir : dirs.sorted().toList()) {
        targets.add(dir.getFileName().toString());
        List<GeneratedFile> list = new ArrayList<>();
        try (var walk = Files.walk(dir)) {
          for (Path file : walk.filter(Files::isRegularFile).sorted().toList()) {
            String path = dir.relativize(file).toString();
            if (!path.equals(".gen-client-manifest")) {
              list.add(GeneratedFile.verbatim(path, Files.readAllBytes(file)));
            }
          }
        }
        files.add(list);
      }
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (int round = 0; round < rounds; round++) {
      for (String way : List.of("writer", "loop", "cp")) {
        Path out = work.resolve(way + "-" + round);
        new ProcessBuilder("sync").inheritIO().start().waitFor();
        if (way.equals("cp")) {
          Path time = work.resolve("time.txt");
          new ProcessBuilder("/usr/bin/time", "-f", "%e %U %S", "-o", time.toString(), "cp", "-r", tree.toString(), out.toString())
              .inheritIO().start().waitFor();
          String[] t = Files.readString(time).trim().split(" ");
          System.out.printf("cp %.1f %.1f%n", Double.parseDouble(t[0]) * 1000, (Double.parseDouble(t[1]) + Double.parseDouble(t[2])) * 1000);
          continue;
        }
        long wall = System.nanoTime();
        long cpu = threads.getCurrentThreadCpuTime();
        if (way.equals("writer")) {
          writer(out, targets, files);
        } else {
          loop(out, targets, files);
        }
        System.out.printf("%s %.1f %.1f%n", way, (System.nanoTime() - wall) / 1e6, (threads.getCurrentThreadCpuTime() - cpu) / 1e6);
      }
    }
  }

  private static void writer(Path out, List<String> targets, List<List<GeneratedFile>> files) throws IOException {
    Files.createDirectory(out);
    List<Path> dirs = targets.stream().map(out::resolve).toList();
    try (OutputWriter.Run run = new OutputWriter().begin(dirs)) {
      for (int i = 0; i < dirs.size(); i++) {
        OutputWriter.Staging staging = run.stage(i, List.of());
        for (GeneratedFile file : files.get(i)) {
          staging.add(file);
        }
        staging.finish();
      }
      run.commit();
    }
  }

  private static void loop(Path out, List<String> targets, List<List<GeneratedFile>> files) throws IOException {
    Files.createDirectory(out);
    Set<Path> made = new HashSet<>();
    FileAttribute<?>[] mode = {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-r--r--"))};
    for (int i = 0; i < targets.size(); i++) {
      for (GeneratedFile file : files.get(i)) {
        Path path = out.resolve(targets.get(i)).resolve(file.path());
        if (made.add(path.getParent())) {
          Files.createDirectories(path.getParent());
        }
        try (FileChannel channel = FileChannel.open(path, Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE), mode)) {
          ByteBuffer bytes = ByteBuffer.wrap(file.bytes());
          while (bytes.hasRemaining()) {
            channel.write(bytes);
          }
        }
      }
    }
  }
}
