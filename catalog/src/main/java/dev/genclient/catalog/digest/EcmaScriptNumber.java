package dev.genclient.catalog.digest;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Formats a double as ECMAScript's Number.prototype.toString does, as RFC 8785 requires. */
final class EcmaScriptNumber {

    /** A double never needs more than 17 significant digits to round-trip. */
    private static final int MAX_DIGITS = 17;

    private EcmaScriptNumber() {
    }

    /** The ECMAScript text of a finite double. */
    static String format(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("not a finite number: " + value);
        }
        if (value == 0) {
            return "0"; // both +0 and -0
        }
        if (value < 0) {
            return "-" + format(-value);
        }
        BigDecimal shortest = shortestDecimal(value);
        String digits = shortest.unscaledValue().toString();
        int k = digits.length();
        int n = k - shortest.scale(); // value = 0.digits * 10^n
        return layout(digits, k, n);
    }

    /**
     * The decimal with the fewest significant digits that reads back as {@code value},
     * the closest one to it when several qualify (the even one on a tie), trailing zeros
     * stripped. Java 17's Double.toString does not guarantee this (JDK-4511638).
     */
    static BigDecimal shortestDecimal(double value) {
        BigDecimal exact = new BigDecimal(value);
        for (int precision = 1; precision < MAX_DIGITS; precision++) {
            BigDecimal best = closestRoundTrip(exact, value, precision);
            if (best != null) {
                return best.stripTrailingZeros();
            }
        }
        return exact.round(new MathContext(MAX_DIGITS, RoundingMode.HALF_EVEN)).stripTrailingZeros();
    }

    /** Of the two decimals of this precision around {@code exact}, the closest that round-trips. */
    private static BigDecimal closestRoundTrip(BigDecimal exact, double value, int precision) {
        BigDecimal down = exact.round(new MathContext(precision, RoundingMode.DOWN));
        BigDecimal up = exact.round(new MathContext(precision, RoundingMode.UP));
        boolean downOk = down.doubleValue() == value;
        boolean upOk = up.doubleValue() == value;
        if (downOk && upOk) {
            int cmp = exact.subtract(down).compareTo(up.subtract(exact));
            if (cmp != 0) {
                return cmp < 0 ? down : up;
            }
            return isEven(down) ? down : up;
        }
        return downOk ? down : upOk ? up : null;
    }

    private static boolean isEven(BigDecimal decimal) {
        return !decimal.unscaledValue().testBit(0);
    }

    /** ECMA-262 Number::toString steps for digits {@code s} of length k and exponent n. */
    private static String layout(String s, int k, int n) {
        StringBuilder out = new StringBuilder(k + 8);
        if (k <= n && n <= 21) {
            out.append(s).append("0".repeat(n - k));
        } else if (0 < n && n <= 21) {
            out.append(s, 0, n).append('.').append(s, n, k);
        } else if (-6 < n && n <= 0) {
            out.append("0.").append("0".repeat(-n)).append(s);
        } else {
            out.append(s.charAt(0));
            if (k > 1) {
                out.append('.').append(s, 1, k);
            }
            int exponent = n - 1;
            out.append('e').append(exponent < 0 ? '-' : '+').append(Math.abs(exponent));
        }
        return out.toString();
    }
}
