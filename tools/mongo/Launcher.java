// Embedded MongoDB-compatible server for `npm start` and tests (mongo-java-server).
//
// Runs as a single-file program, no build step:
//   java -cp '<jars>/*' tools/mongo/Launcher.java --backend memory|h2 [--file data.mv.db]
//        [--port 0] [--host 127.0.0.1] [--exit-with-parent]
// Prints exactly one line `READY <port>` on stdout once it accepts connections; everything
// else goes to stderr so the caller can parse stdout without filtering.

import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.CollectionOptions;
import de.bwaldvogel.mongo.backend.CursorRegistry;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.h2.H2Database;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.backend.memory.MemoryDatabase;

import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.Field;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

public class Launcher {
    public static void main(String[] argv) throws Exception {
        Options options = Options.parse(argv);

        MongoBackend backend = options.backend.equals("h2")
                ? new SafeH2Backend(prepareFile(options.file))
                : new SafeMemoryBackend();
        // mongo-java-server answers `hello` with maxWireVersion 8 by default; the MongoDB
        // Node driver 7 (mongoose 9) refuses servers below wire version 9.
        backend.version(new Mongo60());

        MongoServer server = new MongoServer(backend);
        server.bind(options.host, options.port);
        int port = server.getLocalAddress().getPort();
        SameUserOnly.install(server, port);

        Runnable stop = () -> {
            // shutdownNow closes clients, then the backend: H2 commits and closes the file.
            server.shutdownNow();
            // The JVM would report 143 for SIGTERM even after a clean shutdown; a requested
            // stop is not a failure for the supervisor.
            Runtime.getRuntime().halt(0);
        };
        // SIGTERM / SIGINT run shutdown hooks, which is what keeps the H2 file consistent.
        Runtime.getRuntime().addShutdownHook(new Thread(stop, "mongo-shutdown"));

        if (options.exitWithParent) {
            // The supervisor may die without a chance to signal us (SIGKILL, OOM); an orphaned
            // server would keep the H2 file locked and block the next start.
            ProcessHandle.current().parent().ifPresent(parent ->
                    parent.onExit().thenRun(() -> {
                        System.err.println("parent process exited; stopping");
                        System.exit(0);
                    }));
        }

        System.out.println("READY " + port);
        System.out.flush();
        // Netty threads are non-daemon: main returns and the server keeps running.
    }

    private static String prepareFile(String file) {
        if (file == null) {
            fail("--backend h2 needs --file <path.mv.db>");
        }
        File parent = new File(file).getAbsoluteFile().getParentFile();
        if (parent != null && !parent.isDirectory() && !parent.mkdirs()) {
            fail("cannot create directory " + parent);
        }
        return file;
    }

    static void fail(String message) {
        System.err.println("Launcher: " + message);
        System.exit(2);
    }
}

// mongo-java-server 1.47 creates collections for an explicit `create` command without the
// database lock that implicit creation (first insert) takes. Mongoose sends `create`
// (autoCreate) while the first insert is in flight, and the two then both register the
// namespace: "Document with key 'db.coll' already existed in system.namespaces". Taking the
// same lock turns the loser into a normal NamespaceExists error, which drivers ignore.
class SafeH2Backend extends H2Backend {
    SafeH2Backend(String file) {
        super(file);
    }

    @Override
    protected MongoDatabase openOrCreateDatabase(String name) {
        return new SafeH2Database(name, this);
    }

    CursorRegistry cursors() {
        return getCursorRegistry();
    }
}

class SafeH2Database extends H2Database {
    SafeH2Database(String name, SafeH2Backend backend) {
        super(name, backend.getMvStore(), backend.cursors());
    }

    @Override
    public synchronized MongoCollection<Object> createCollectionOrThrowIfExists(String name, CollectionOptions options) {
        return super.createCollectionOrThrowIfExists(name, options);
    }
}

class SafeMemoryBackend extends MemoryBackend {
    @Override
    public MemoryDatabase openOrCreateDatabase(String name) {
        return new SafeMemoryDatabase(name, this);
    }

    CursorRegistry cursors() {
        return getCursorRegistry();
    }
}

class SafeMemoryDatabase extends MemoryDatabase {
    SafeMemoryDatabase(String name, SafeMemoryBackend backend) {
        super(name, backend.cursors());
    }

    @Override
    public synchronized MongoCollection<Integer> createCollectionOrThrowIfExists(String name, CollectionOptions options) {
        return super.createCollectionOrThrowIfExists(name, options);
    }
}

/** Reports MongoDB 6.0.0 / wire version 17 (the 6.0 value) so current drivers accept us. */
class Mongo60 implements MongoVersion {
    @Override
    public List<Integer> getVersionArray() {
        return List.of(6, 0, 0);
    }

    @Override
    public int getWireVersion() {
        return 17;
    }
}

class Options {
    String backend = "memory";
    String file = null;
    String host = "127.0.0.1";
    int port = 0;
    boolean exitWithParent = false;

    static Options parse(String[] argv) {
        Options o = new Options();
        for (int i = 0; i < argv.length; i++) {
            String arg = argv[i];
            switch (arg) {
                case "--backend" -> o.backend = value(argv, ++i, arg);
                case "--file" -> o.file = value(argv, ++i, arg);
                case "--host" -> o.host = value(argv, ++i, arg);
                case "--port" -> o.port = Integer.parseInt(value(argv, ++i, arg));
                case "--exit-with-parent" -> o.exitWithParent = true;
                default -> Launcher.fail("unknown argument " + arg);
            }
        }
        if (!o.backend.equals("memory") && !o.backend.equals("h2")) {
            Launcher.fail("--backend must be memory or h2, got " + o.backend);
        }
        return o;
    }

    private static String value(String[] argv, int i, String flag) {
        if (i >= argv.length) {
            Launcher.fail(flag + " needs a value");
        }
        return argv[i];
    }
}

// mongo-java-server has no authentication. It listens on loopback only, and this keeps other
// local accounts out too: each accepted connection's peer socket is looked up in
// /proc/net/tcp(6), and one owned by another user is closed before it is read. (On a system
// without /proc/net/tcp nothing is checked, and that is said once.)
@ChannelHandler.Sharable
class SameUserOnly extends ChannelInboundHandlerAdapter {
    private final int port;
    private final long uid;

    private SameUserOnly(int port, long uid) {
        this.port = port;
        this.uid = uid;
    }

    static void install(MongoServer server, int port) throws Exception {
        if (!Files.isReadable(Path.of("/proc/net/tcp"))) {
            System.err.println("no /proc/net/tcp: connections from other local users are not refused");
            return;
        }
        Field field = MongoServer.class.getDeclaredField("channel");
        field.setAccessible(true);
        Channel listening = (Channel) field.get(server);
        // Before the bootstrap's acceptor: it sees each accepted connection first.
        listening.pipeline().addFirst("same-user-only", new SameUserOnly(port, ownUid()));
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        Channel accepted = (Channel) msg;
        InetSocketAddress peer = (InetSocketAddress) accepted.remoteAddress();
        Long owner = ownerOf(peer.getPort());
        if (owner == null || owner != uid) {
            System.err.println("refused a connection from port " + peer.getPort() + " (user " + owner + ", not " + uid + ")");
            accepted.unsafe().closeForcibly();
            return;
        }
        ctx.fireChannelRead(msg);
    }

    /** The uid owning the local socket bound to `peerPort` and connected to our port, or null. */
    private Long ownerOf(int peerPort) {
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            try {
                for (String line : Files.readAllLines(Path.of(table))) {
                    String[] fields = line.trim().split("\\s+");
                    if (fields.length < 8 || !fields[1].contains(":")) continue;
                    int local = Integer.parseInt(fields[1].substring(fields[1].lastIndexOf(':') + 1), 16);
                    int remote = Integer.parseInt(fields[2].substring(fields[2].lastIndexOf(':') + 1), 16);
                    if (local == peerPort && remote == port) return Long.parseLong(fields[7]);
                }
            } catch (IOException | NumberFormatException e) {
                // the header line, or a table this system does not have
            }
        }
        return null;
    }

    private static long ownUid() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("Uid:")) return Long.parseLong(line.split("\\s+")[1]);
        }
        throw new IOException("no Uid line in /proc/self/status");
    }
}
