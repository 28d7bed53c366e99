package dev.genclient.catalog.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.Random;
import java.util.function.ToDoubleFunction;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** Number text of RFC 8785 §3.2.2.3: ECMAScript Number.prototype.toString of the double. */
class EcmaScriptNumberTest {

    private static final long SEED = seed();

    /**
     * The seed: fixed by default, so CI runs the same cases every time and a failure replays as is;
     * {@code -Dgenclient.test.seed=random} explores new ones, {@code =N} replays run N.
     */
    private static long seed() {
        String given = System.getProperty("genclient.test.seed", "20261201");
        return given.equals("random") ? System.nanoTime() : Long.parseLong(given);
    }

    private static final int SAMPLES_PER_SHAPE = 20_000;
    private static final Pattern ECMASCRIPT_NUMBER =
            Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]*[1-9])?(e[+-][1-9][0-9]*)?");

    @BeforeAll
    static void logSeed() {
        System.out.println("EcmaScriptNumberTest seed: " + SEED + " (replay with -Dgenclient.test.seed=" + SEED + ")");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "0000000000000000, 0",
        "8000000000000000, 0",
        "0000000000000001, 5e-324",
        "8000000000000001, -5e-324",
        "7fefffffffffffff, 1.7976931348623157e+308",
        "ffefffffffffffff, -1.7976931348623157e+308",
        "4340000000000000, 9007199254740992",
        "c340000000000000, -9007199254740992",
        "4430000000000000, 295147905179352830000",
        "44b52d02c7e14af5, 9.999999999999997e+22",
        "44b52d02c7e14af6, 1e+23",
        "44b52d02c7e14af7, 1.0000000000000001e+23",
        "444b1ae4d6e2ef4e, 999999999999999700000",
        "444b1ae4d6e2ef4f, 999999999999999900000",
        "444b1ae4d6e2ef50, 1e+21",
        "3eb0c6f7a0b5ed8c, 9.999999999999997e-7",
        "3eb0c6f7a0b5ed8d, 0.000001",
        "41b3de4355555553, 333333333.3333332",
        "41b3de4355555554, 333333333.33333325",
        "41b3de4355555555, 333333333.3333333",
        "41b3de4355555556, 333333333.3333334",
        "41b3de4355555557, 333333333.33333343",
        "becbf647612f3696, -0.0000033333333333333333",
        "43143ff3c1cb0959, 1424953923781206.2",
    })
    void formatsRfc8785AppendixBValues(String ieeeHex, String expected) {
        double value = Double.longBitsToDouble(Long.parseUnsignedLong(ieeeHex, 16));
        assertEquals(expected, EcmaScriptNumber.format(value));
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "333333333.33333329, 333333333.3333333",
        "1E30, 1e+30",
        "4.50, 4.5",
        "2e-3, 0.002",
        "0.000000000000000000000000001, 1e-27",
        "0.000001, 0.000001",
        "1e-7, 1e-7",
        "1.5e-6, 0.0000015",
        "123e-7, 0.0000123",
        "-1.25e-9, -1.25e-9",
        "0.1, 0.1",
        "9000, 9000",
        "9000.0, 9000",
        "9E3, 9000",
        "1e20, 100000000000000000000",
        "1e21, 1e+21",
        "999999999999999999999, 1e+21",
        "12345678901234567e5, 1.2345678901234568e+21",
        "5e-324, 5e-324",
        "1.7976931348623157e308, 1.7976931348623157e+308",
        "-0.0, 0",
        "-0, 0",
        "0e10, 0",
        "9007199254740993, 9007199254740992",
        "9223372036854775807, 9223372036854776000",
        "-9223372036854775808, -9223372036854776000",
        "18446744073709551615, 18446744073709552000",
    })
    void formatsJsonNumberTextAsItsDouble(String json, String expected) {
        assertEquals(expected, JsonText.canonical(json));
    }

    /** Values whose Java 17 Double.toString (shown) has too many digits or Java's own notation. */
    @ParameterizedTest(name = "{0} (Java 17: {1}) -> {2}")
    @CsvSource({
        "1e23, 9.999999999999999E22, 1e+23",
        "2e23, 1.9999999999999998E23, 2e+23",
        "8.41e21, 8.409999999999999E21, 8.41e+21",
        "4.9e-324, 4.9E-324, 5e-324",
        "2.82879384806159E17, 2.82879384806159008E17, 282879384806159000",
        "1.387364135037754E18, 1.38736413503775411E18, 1387364135037754000",
        "5.6843418860808015E-14, 5.6843418860808015E-14, 5.684341886080802e-14",
        "9.223372036854776E18, 9.223372036854776E18, 9223372036854776000",
        "2.0E-3, 0.002, 0.002",
        "1.0E-7, 1.0E-7, 1e-7",
        "1.0E21, 1.0E21, 1e+21",
        "1.0E7, 1.0E7, 10000000",
        "100.0, 100.0, 100",
    })
    void isShortestWhereJava17DoubleToStringIsNot(double value, String java17, String expected) {
        assertEquals(expected, EcmaScriptNumber.format(value));
    }

    @Test
    void rejectsNonFiniteValues() {
        assertThrows(IllegalArgumentException.class, () -> EcmaScriptNumber.format(Double.NaN));
        assertThrows(IllegalArgumentException.class, () -> EcmaScriptNumber.format(Double.POSITIVE_INFINITY));
        assertThrows(IllegalArgumentException.class, () -> EcmaScriptNumber.format(Double.NEGATIVE_INFINITY));
    }

    /** Families of doubles the randomized test draws from. */
    enum Shape {
        ANY_FINITE(random -> {
            double value;
            do {
                value = Double.longBitsToDouble(random.nextLong());
            } while (!Double.isFinite(value));
            return value;
        }),
        SUBNORMAL(random -> Double.longBitsToDouble(random.nextLong() & 0x800fffffffffffffL)),
        POWER_OF_TWO(random -> Math.scalb(random.nextBoolean() ? 1.0 : -1.0, random.nextInt(2098) - 1074)),
        LARGE_INTEGER(random -> Math.scalb((double) (random.nextLong() >>> 11), random.nextInt(24))),
        SHORT_DECIMAL(random -> Double.parseDouble(random.nextInt(1_000_000) + "e" + (random.nextInt(60) - 30)));

        private final ToDoubleFunction<Random> draw;

        Shape(ToDoubleFunction<Random> draw) {
            this.draw = draw;
        }
    }

    @ParameterizedTest
    @EnumSource(Shape.class)
    void randomDoublesRoundTripWithNoMoreDigitsThanDoubleToString(Shape shape) {
        Random random = new Random(SEED ^ shape.ordinal());
        for (int i = 0; i < SAMPLES_PER_SHAPE; i++) {
            double value = shape.draw.applyAsDouble(random);
            String text = EcmaScriptNumber.format(value);
            String context = "seed " + SEED + ", " + shape + " #" + i + ": " + Double.toString(value) + " -> " + text;
            assertTrue(ECMASCRIPT_NUMBER.matcher(text).matches(), context);
            assertEquals(value == 0 ? 0.0 : value, Double.parseDouble(text), context);
            assertTrue(significantDigits(text) <= significantDigits(Double.toString(value)), context);
        }
    }

    private static int significantDigits(String numberText) {
        String mantissa = numberText.split("[eE]")[0].replace("-", "").replace(".", "");
        String digits = mantissa.replaceFirst("^0+", "").replaceFirst("0+$", "");
        return Math.max(1, digits.length());
    }

    @Test
    void shortestDecimalPicksTheClosestOfEqualLength() {
        // 2^-1074 reads back from [2.47e-324, 7.41e-324]; of the one-digit decimals there, 5e-324 is closest.
        assertEquals(new BigDecimal("5E-324"), EcmaScriptNumber.shortestDecimal(Double.MIN_VALUE));
    }

    /**
     * Below a power of two the doubles are twice as dense, so the decimal nearest to it may
     * read back as its lower neighbour while a slightly farther one above still reads back.
     */
    @ParameterizedTest(name = "2^{0} -> {1}")
    @CsvSource({
        "-1017, 7.120236347223045e-307",
        "-1007, 7.291122019556398e-304",
        "-957, 8.209073602596753e-289",
    })
    void findsShortestAbovePowersOfTwoWhereTheNearestDecimalFails(int exponent, String expected) {
        assertEquals(expected, EcmaScriptNumber.format(Math.scalb(1.0, exponent)));
    }
}
