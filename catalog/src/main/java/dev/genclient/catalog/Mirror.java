package dev.genclient.catalog;

/** Whether clients render a member for an op, and which asymmetry explains a difference. */
public record Mirror(boolean client, String asymmetry, String reason) {
  public static final Mirror DEFAULT = new Mirror(true, null, null);
}
