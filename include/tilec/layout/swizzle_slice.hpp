//===- layout/swizzle_slice.hpp - slicing a swizzled layout -----------------===//
//
// Slicing `Sw o off o L` at a coordinate with `_` fixes some modes of L (the diced part, an
// offset o) and keeps the others (the sliced layout L'). What is left is c' -> Sw(o + L'(c')).
// CuTe users read the result through print(), so it takes the form CuTe gives it:
//  - when the swizzle maps no bit of L' onto another bit of L' (no yyy bit of L' lands on a
//    zzz bit of L'), Sw(o xor L'(c')) = Sw(o) xor Sw(L'(c')) is a plain layout: every bit of
//    L' becomes a size-2 mode whose stride is what flipping that bit adds to Sw(o), and Sw(o)
//    moves into the iterator. A stride is static when the bits of Sw(o) it touches are known
//    at compile time.
//  - otherwise the swizzle stays: the part of o inside the swizzle's bits stays the composed
//    layout's offset (a MixedBits value when it depends on a runtime coordinate), and the rest
//    of o moves into the iterator.
// A runtime coordinate enters both forms split into digits, one per run of bits on or off the
// swizzle's bits: only the runs on them are swizzled (cut to their bits), the rest is added as
// it is, which is what CuTe gives for coordinates past the shape (see diced_runtime_split).
// Both forms need static power-of-two strides and shapes; anything else keeps the offset
// inside the composed layout (a correct, if differently printed, function).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_SWIZZLE_SLICE_HPP
#define TILEC_LAYOUT_SWIZZLE_SLICE_HPP

#include "tilec/layout/swizzle.hpp"

#include <cstdint>

namespace tilec::layout {

/// An offset whose StaticBits are known at compile time and whose remaining bits are a runtime
/// value confined to DynamicMask. Printed as CuTe prints it: `M_<static>|(<dynamic>&<mask>)=<value>`.
template <std::uint32_t StaticBits, std::uint32_t DynamicMask> struct MixedBits {
  static constexpr std::uint32_t static_bits = StaticBits;
  static constexpr std::uint32_t dynamic_mask = DynamicMask;
  std::uint32_t dynamic_{}; // already masked by DynamicMask
  constexpr MixedBits() = default;
  constexpr explicit MixedBits(std::uint32_t d) : dynamic_(d & DynamicMask) {}
  constexpr std::uint32_t value() const { return StaticBits | dynamic_; }
  constexpr operator int() const { return int(value()); }
};
template <class T> struct is_mixed_bits_impl : std::false_type {};
template <std::uint32_t S, std::uint32_t M> struct is_mixed_bits_impl<MixedBits<S, M>> : std::true_type {};
template <class T> inline constexpr bool is_mixed_bits_v = is_mixed_bits_impl<std::remove_cvref_t<T>>::value;

template <std::uint32_t S, std::uint32_t M, class T>
  requires(is_integral_v<T>)
constexpr auto operator+(MixedBits<S, M> const &a, T const &b) {
  return int(a.value()) + b;
}
template <std::uint32_t S, std::uint32_t M, class T>
  requires(is_integral_v<T>)
constexpr auto operator+(T const &a, MixedBits<S, M> const &b) {
  return a + int(b.value());
}

namespace detail {
constexpr std::uint64_t smear_low_bits(std::uint64_t v) {
  for (int s = 1; s < 64; s <<= 1) v |= v >> s;
  return v;
}
constexpr bool is_pow2_value(long long v) { return v > 0 && (v & (v - 1)) == 0; }
constexpr int log2_of(long long v) {
  int n = 0;
  while ((1LL << n) < v) ++n;
  return n;
}

/// What the slice rules need to know about a (sub)layout at compile time: the bits its image
/// can reach, and whether every leaf is static with a power-of-two shape and a power-of-two or
/// zero stride (so that its image is a set of single bits).
struct BitsInfo {
  std::uint64_t bits = 0;
  bool bitwise = true;
};
template <class S, class D> constexpr BitsInfo bits_info() {
  if constexpr (is_tuple_v<S>) {
    return []<std::size_t... I>(std::index_sequence<I...>) {
      BitsInfo r;
      ((r.bits |= bits_info<std::remove_cvref_t<decltype(get<I>(std::declval<S>()))>,
                            std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>>()
                      .bits,
        r.bitwise = r.bitwise && bits_info<std::remove_cvref_t<decltype(get<I>(std::declval<S>()))>,
                                           std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>>()
                                     .bitwise),
       ...);
      return r;
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else if constexpr (is_static_integer_v<S> && is_static_integer_v<D>) {
    if constexpr (D::value == 0 || S::value == 1) return BitsInfo{0, S::value >= 1};
    else {
      // A bitwise leaf reaches exactly the bits of (s-1)*d; any other leaf, all bits below.
      constexpr bool bitwise = is_pow2_value(S::value) && is_pow2_value(D::value);
      constexpr auto reach = std::uint64_t((S::value - 1) * (D::value < 0 ? -D::value : D::value));
      return BitsInfo{bitwise ? reach : smear_low_bits(reach), bitwise};
    }
  } else {
    return BitsInfo{~std::uint64_t(0), false};
  }
}

/// The offset a coordinate fixes, split the way MixedBits needs it: the value of its static
/// coordinates (StaticValue), the bits its runtime coordinates can reach (DynMask, per leaf the
/// span of the leaf) and whether every fixed leaf is static and bitwise.
template <class Crd, class S, class D> constexpr auto diced_info_of() {
  if constexpr (is_tuple_v<Crd>) {
    return []<std::size_t... I>(std::index_sequence<I...>) {
      struct R {
        long long value = 0;
        std::uint64_t mask = 0;
        bool ok = true;
      } r;
      ((r.value += diced_info_of<std::remove_cvref_t<decltype(get<I>(std::declval<Crd>()))>,
                                 std::remove_cvref_t<decltype(get<I>(std::declval<S>()))>,
                                 std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>>()
                       .value,
        r.mask |= diced_info_of<std::remove_cvref_t<decltype(get<I>(std::declval<Crd>()))>,
                                std::remove_cvref_t<decltype(get<I>(std::declval<S>()))>,
                                std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>>()
                      .mask,
        r.ok = r.ok && diced_info_of<std::remove_cvref_t<decltype(get<I>(std::declval<Crd>()))>,
                                     std::remove_cvref_t<decltype(get<I>(std::declval<S>()))>,
                                     std::remove_cvref_t<decltype(get<I>(std::declval<D>()))>>()
                           .ok),
       ...);
      return r;
    }(std::make_index_sequence<tuple_size_v<Crd>>{});
  } else {
    struct R {
      long long value = 0;
      std::uint64_t mask = 0;
      bool ok = true;
    } r;
    if constexpr (is_underscore_v<Crd>) {
      return r;
    } else {
      constexpr BitsInfo b = bits_info<S, D>();
      r.ok = b.bitwise;
      if constexpr (b.bitwise) {
        if constexpr (is_static_integer_v<Crd>) r.value = (long long)decltype(crd2idx(Crd{}, S{}, D{}))::value;
        else r.mask = b.bits;
      }
      return r;
    }
  }
}

/// The runtime parts of the fixed offset as CuTe splits them when Sw(o) moves into the iterator.
/// A leaf's bits fall into runs that lie all on the swizzle's bits or all off them; each run is a
/// digit of the leaf's coordinate (truncating division, the last run taking the whole quotient).
/// A run on the swizzle's bits is cut to its bits (two's complement, so -1 sets them all) and goes
/// through the swizzle (`swz`); the other runs are added as they are (`plain`), so a coordinate
/// past the shape moves the iterator without being swizzled.
template <std::uint64_t SwizzleBits, class Crd, class S, class D>
constexpr void diced_runtime_split(Crd const &c, S const &s, D const &d, long long &swz, long long &plain) {
  if constexpr (is_tuple_v<Crd>) {
    [&]<std::size_t... I>(std::index_sequence<I...>) {
      (diced_runtime_split<SwizzleBits>(get<I>(c), get<I>(s), get<I>(d), swz, plain), ...);
    }(std::make_index_sequence<tuple_size_v<Crd>>{});
  } else if constexpr (is_underscore_v<Crd> || is_static_integer_v<Crd>) {
    // static coordinates are part of the static value
  } else if constexpr (is_tuple_v<S>) {
    auto natural = idx2crd(c, s);
    diced_runtime_split<SwizzleBits>(natural, s, d, swz, plain);
  } else if constexpr (S::value == 1 || D::value == 0) {
    plain += (long long)c * (long long)D::value;
  } else {
    constexpr int K = log2_of(D::value), N = log2_of(S::value);
    long long q = (long long)c;
    int j = 0;
    while (j < N) {
      bool const on = (SwizzleBits >> (K + j)) & 1;
      int len = 1;
      while (j + len < N && bool((SwizzleBits >> (K + j + len)) & 1) == on) ++len;
      bool const last = j + len == N;
      long long const digit = last ? q : q % (1LL << len);
      long long const value = digit * (1LL << (K + j));
      if (on) swz += (long long)(std::uint64_t(value) & (((std::uint64_t(1) << len) - 1) << (K + j)));
      else plain += value;
      q /= (1LL << len);
      j += len;
    }
  }
}

template <class O> struct OffsetParts {
  static constexpr bool ok = is_static_integer_v<O>;
  static constexpr long long static_value = [] {
    if constexpr (is_static_integer_v<O>) return (long long)O::value;
    else return 0LL;
  }();
  static constexpr std::uint64_t mask = 0;
  static constexpr long long dynamic(O const &) { return 0; }
};
template <std::uint32_t S, std::uint32_t M> struct OffsetParts<MixedBits<S, M>> {
  static constexpr bool ok = true;
  static constexpr long long static_value = S;
  static constexpr std::uint64_t mask = M;
  static constexpr long long dynamic(MixedBits<S, M> const &o) { return o.dynamic_; }
};

/// The stride flipping the bits `w` (the swizzle's image of one bit of L') adds to Sw(o).
template <std::uint64_t W> constexpr long long flip_stride(std::uint64_t sw_o) {
  return (long long)((sw_o & W) ^ W) - (long long)(sw_o & W);
}

/// One leaf (s, d) of L' as its bit modes (coalesced), d = 2^K, s = 2^N.
template <class Sw, long long SwStatic, std::uint64_t SwDynMask, int K, int N, std::size_t... J>
constexpr auto swizzle_bit_modes(std::uint64_t sw_o, std::index_sequence<J...>) {
  auto stride_of = [&]<std::size_t j>(std::integral_constant<std::size_t, j>) {
    constexpr std::uint64_t w = std::uint64_t(Sw::apply((long long)(1LL << (K + int(j)))));
    if constexpr ((w & SwDynMask) == 0) return Int<flip_stride<w>(std::uint64_t(SwStatic))>{};
    else return int(flip_stride<w>(sw_o));
  };
  return coalesce(make_layout(make_shape(((void)J, Int<2>{})...),
                              make_stride(stride_of(std::integral_constant<std::size_t, J>{})...)));
}
template <class Sw, long long SwStatic, std::uint64_t SwDynMask, class S, class D>
constexpr auto swizzle_plain_layout(S const &s, D const &d, std::uint64_t sw_o) {
  if constexpr (is_tuple_v<S>) {
    return [&]<std::size_t... I>(std::index_sequence<I...>) {
      return make_layout(swizzle_plain_layout<Sw, SwStatic, SwDynMask>(get<I>(s), get<I>(d), sw_o)...);
    }(std::make_index_sequence<tuple_size_v<S>>{});
  } else if constexpr (D::value == 0 || S::value == 1) {
    return make_layout(s, d);
  } else {
    return swizzle_bit_modes<Sw, SwStatic, SwDynMask, log2_of(D::value), log2_of(S::value)>(
        sw_o, std::make_index_sequence<std::size_t(log2_of(S::value))>{});
  }
}

template <class T> constexpr bool all_underscore() {
  if constexpr (is_tuple_v<T>)
    return []<std::size_t... I>(std::index_sequence<I...>) {
      return (true && ... && all_underscore<std::remove_cvref_t<decltype(get<I>(std::declval<T>()))>>());
    }(std::make_index_sequence<tuple_size_v<T>>{});
  else return is_underscore_v<T>;
}
} // namespace detail

/// (the sliced layout, the offset that moves into a tensor's iterator) for a coordinate with `_`.
template <class Crd, class A, class O, class B>
constexpr auto composed_slice_and_offset(Crd const &c, ComposedLayout<A, O, B> const &l) {
  auto const &inner = l.layout_b();
  auto sliced = slice(c, inner);
  using SS = std::remove_cvref_t<decltype(sliced.shape())>;
  using SD = std::remove_cvref_t<decltype(sliced.stride())>;
  using IS = std::remove_cvref_t<decltype(inner.shape())>;
  using ID = std::remove_cvref_t<decltype(inner.stride())>;
  constexpr auto diced = detail::diced_info_of<Crd, IS, ID>();
  constexpr detail::BitsInfo kept = detail::bits_info<SS, SD>();
  if constexpr (detail::all_underscore<Crd>()) {
    return make_tuple(l, Int<0>{});
  } else if constexpr (!is_swizzle_impl<A>::value || !detail::OffsetParts<O>::ok || !diced.ok || !kept.bitwise) {
    // Outside the forms CuTe gives a result for: keep the offset inside (same function).
    auto o = l.offset() + crd2idx(c, inner.shape(), inner.stride());
    return make_tuple(ComposedLayout<A, decltype(o), decltype(sliced)>(l.layout_a(), o, sliced), Int<0>{});
  } else {
    using Parts = detail::OffsetParts<O>;
    constexpr std::uint64_t yyy = std::uint64_t(std::uint32_t(A::yyy_msk));
    constexpr std::uint64_t zzz = std::uint64_t(std::uint32_t(A::zzz_msk));
    constexpr std::uint64_t swizzle_bits = yyy | zzz;
    constexpr long long static_value = Parts::static_value + diced.value;
    constexpr std::uint64_t dyn_mask = Parts::mask | diced.mask;
    long long swz = 0, unswizzled = 0;
    detail::diced_runtime_split<swizzle_bits>(c, inner.shape(), inner.stride(), swz, unswizzled);
    long long const dyn_masked = Parts::dynamic(l.offset()) + swz;
    long long const total = static_value + Parts::dynamic(l.offset()) + swz + unswizzled;
    constexpr bool conflict = (std::uint64_t(A::shift_yyy_to_zzz((long long)(kept.bits & yyy))) & kept.bits) != 0;
    if constexpr (conflict) {
      // The swizzle stays; its offset keeps the bits it acts on.
      constexpr std::uint64_t keep_mask = dyn_mask & swizzle_bits;
      constexpr long long keep_static = (long long)(std::uint64_t(static_value) & swizzle_bits);
      auto offset = [&] {
        if constexpr (keep_mask == 0) return Int<keep_static>{};
        else return MixedBits<std::uint32_t(keep_static), std::uint32_t(keep_mask)>(std::uint32_t(dyn_masked));
      }();
      long long const kept_value = keep_static + (long long)(std::uint64_t(dyn_masked) & keep_mask);
      auto result = ComposedLayout<A, decltype(offset), decltype(sliced)>(l.layout_a(), offset, sliced);
      if constexpr (keep_mask == 0 && dyn_mask == 0) return make_tuple(result, Int<static_value - keep_static>{});
      else return make_tuple(result, total - kept_value);
    } else {
      // Sw(o) moves into the iterator; every bit of L' becomes a mode with its flip stride.
      constexpr std::uint64_t sw_dyn_mask = dyn_mask | std::uint64_t(A::shift_yyy_to_zzz((long long)(dyn_mask & yyy)));
      constexpr long long sw_static = A::apply((long long)static_value);
      std::uint64_t const sw_o = std::uint64_t(A::apply(static_value + Parts::dynamic(l.offset()) + swz));
      auto plain = detail::swizzle_plain_layout<A, sw_static, sw_dyn_mask>(sliced.shape(), sliced.stride(), sw_o);
      if constexpr (dyn_mask == 0) return make_tuple(plain, Int<sw_static>{});
      else return make_tuple(plain, (long long)sw_o + unswizzled);
    }
  }
}

template <class Crd, class A, class O, class B> constexpr auto slice(Crd const &c, ComposedLayout<A, O, B> const &l) {
  return get<0>(composed_slice_and_offset(c, l));
}
template <class Crd, class A, class O, class B>
constexpr auto slice_and_offset(Crd const &c, ComposedLayout<A, O, B> const &l) {
  return composed_slice_and_offset(c, l);
}

} // namespace tilec::layout

#endif // TILEC_LAYOUT_SWIZZLE_SLICE_HPP
