import org.codelibs.opensearch.runner.OpenSearchRunner;

/**
 * One OpenSearch node for tests: loopback only, fixed ports, data under the given directory.
 * Usage: java -cp 'lib/*:classes' TestNode <basePath> <httpPort> <transportPort>
 * Runs until the process is stopped; the shutdown hook closes the node cleanly.
 */
public final class TestNode {
  public static void main(String[] args) throws Exception {
    final String basePath = args[0];
    final String httpPort = args[1];
    final String transportPort = args[2];
    final OpenSearchRunner runner = new OpenSearchRunner();
    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
      try {
        runner.close();
      } catch (Exception e) {
        System.err.println("close failed: " + e);
      }
    }));
    runner.onBuild((index, settings) -> {
      settings.put("network.host", "127.0.0.1");
      settings.put("http.port", httpPort);
      settings.put("transport.port", transportPort);
      settings.put("discovery.type", "single-node");
      // Test machines often have full-ish disks; the default watermarks would refuse to allocate.
      settings.put("cluster.routing.allocation.disk.threshold_enabled", false);
      // Each test file creates and deletes its own index; keep them cheap.
      settings.put("action.destructive_requires_name", false);
    });
    runner.build(OpenSearchRunner.newConfigs()
        .basePath(basePath)
        .numOfNode(1)
        .clusterName("techcensus-test")
        .printOnFailure());
    runner.ensureYellow();
    System.out.println("TestNode ready on http://127.0.0.1:" + httpPort);
    while (!runner.isClosed()) Thread.sleep(5000);
  }
}
