//===- ApproximateExp.h - exp rounding<approx> on f32 -----------*- C++ -*-===//
//
// `exp %x rounding<approx>` promises speed and an error bound, not a value (tile-ir-ops.md
// §2.5: the accuracy of approx is unspecified; on NVIDIA GPUs it is ex2.approx of x·log2 e).
// tilec defines it as one f32 algorithm, made only of correctly rounded f32 operations (fused
// multiply-adds included), so that the interpreter (approximateExp) and compiled code (the same
// steps emitted inline, FloatToCPU.cpp) agree bit for bit while the compiled loop stays a few
// vector instructions per 16 elements instead of a double-precision evaluation:
//
//   x is clamped to [kLowest, kHighest] (exp saturates to +0 and +inf outside);
//   n = x·log2 e rounded to an integer (adding and subtracting kRoundingShift);
//   r = x - n·ln 2 in two steps (kLn2High has trailing zeros: n·kLn2High is exact), |r| ≲ ln2/2;
//   p = 1 + (r + r²·q(r)), q the degree-4 polynomial kCoefficients (Horner, fused);
//   e^x = p·2^n, scaled in two exact halves 2^(n>>1) and 2^(n-(n>>1)), so that only the last
//   multiplication rounds (also into subnormals, as one scaling by 2^n would);
//   NaN gives x + x (x quieted, payload kept).
//
// The coefficients interpolate (e^r - 1 - r)/r² at the Chebyshev nodes of [-ln2/2, ln2/2]
// (computed in long double, rounded to f32). Error: at most 1.1 ulp of the correctly rounded
// result over all 2^32 inputs (1.0954 measured; ApproximateExpTest checks samples always and
// every input with TILEC_NUMERIC_EXHAUSTIVE=1); the CUDA Math API promises 2 ulp for expf
// itself, and its approximate form is coarser for large |x|.
//
//===----------------------------------------------------------------------===//

#ifndef TILEC_NUMERIC_APPROXIMATEEXP_H
#define TILEC_NUMERIC_APPROXIMATEEXP_H

namespace tilec::numeric::approximate_exp {

/// Below kLowest e^x rounds to +0, above kHighest to +inf; clamping changes no result.
constexpr float kLowest = -104.0f;
constexpr float kHighest = 89.0f;
constexpr float kLog2E = 0x1.715476p+0f;
/// 1.5·2^23: adding it rounds a value of magnitude below 2^22 to an integer (nearest even).
constexpr float kRoundingShift = 0x1.8p+23f;
constexpr float kLn2High = 0x1.62e4p-1f;
constexpr float kLn2Low = 0x1.7f7d1cp-20f;
/// q(r) = c0 + c1·r + c2·r² + c3·r³ + c4·r⁴.
constexpr int kCoefficientCount = 5;
constexpr float kCoefficients[kCoefficientCount] = {0x1p-1f, 0x1.5554dcp-3f, 0x1.55551ap-5f,
                                                    0x1.120b6ep-7f, 0x1.6d110ap-10f};
/// The exponent bias of f32: 2^k has the encoding (k + kExponentBias) << 23.
constexpr int kExponentBias = 127;

} // namespace tilec::numeric::approximate_exp

namespace tilec::numeric {

/// exp rounding<approx> of an f32 (see the file comment).
float approximateExp(float x);

} // namespace tilec::numeric

#endif // TILEC_NUMERIC_APPROXIMATEEXP_H
