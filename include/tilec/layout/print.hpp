//===- layout/print.hpp - CuTe's printed forms ------------------------------===//
//
// print / print_layout / print_tensor with the exact text CuTe users read when debugging:
// static integers `_4`, dynamic `4`, tuples `(a,b)`, layouts `shape:stride`, basis elements
// `3@1@0` (innermost index first), tensors `iterator o layout`.
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_PRINT_HPP
#define TILEC_LAYOUT_PRINT_HPP

#include "tilec/layout/swizzle.hpp"
#include "tilec/layout/tensor.hpp"

#include <cstdio>
#include <ostream>
#include <string>

namespace tilec::layout {

namespace detail {
template <class T> void repr(std::string &out, T const &x);

template <class T> struct pointer_bits { static constexpr int value = int(sizeof(T) * 8); };
template <> struct pointer_bits<void> { static constexpr int value = 8; };
template <> struct pointer_bits<void const> { static constexpr int value = 8; };

template <class T, std::size_t... I> void repr_tuple(std::string &out, T const &t, std::index_sequence<I...>) {
  out += '(';
  ((out += (I == 0 ? "" : ","), repr(out, get<I>(t))), ...);
  out += ')';
}
template <int... Ns> void repr_basis_indices(std::string &out) {
  constexpr int idx[] = {Ns..., 0};
  for (int i = int(sizeof...(Ns)) - 1; i >= 0; --i) {
    out += '@';
    out += std::to_string(idx[i]);
  }
}
template <class T, int... Ns> void repr_basis(std::string &out, ScaledBasis<T, Ns...> const &e) {
  repr(out, e.value());
  repr_basis_indices<Ns...>(out);
}
template <class T> struct is_counting_iterator : std::false_type {};
template <class T> struct is_counting_iterator<counting_iterator<T>> : std::true_type {};
template <class T> struct is_arith_iterator : std::false_type {};
template <class T> struct is_arith_iterator<ArithmeticTupleIterator<T>> : std::true_type {};

template <class T> void repr(std::string &out, T const &x) {
  if constexpr (is_static_integer_v<T>) {
    out += '_';
    repr(out, T::value);
  } else if constexpr (std::is_same_v<T, bool>) {
    out += x ? "1" : "0"; // CuTe prints truth values as integers (`_1` when static)
  } else if constexpr (std::is_same_v<T, char>) {
    out += x;
  } else if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    out += std::to_string((long long)x);
  } else if constexpr (std::is_integral_v<T>) {
    out += std::to_string((unsigned long long)x);
  } else if constexpr (std::is_floating_point_v<T>) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%f", double(x));
    out += buf;
  } else if constexpr (is_underscore_v<T>) {
    out += '_';
  } else if constexpr (is_tuple_v<T>) {
    repr_tuple(out, x, std::make_index_sequence<tuple_size_v<T>>{});
  } else if constexpr (is_scaled_basis_v<T>) {
    repr_basis(out, x);
  } else if constexpr (is_layout_v<T>) {
    repr(out, x.shape());
    out += ':';
    repr(out, x.stride());
  } else if constexpr (is_swizzle_impl<T>::value) {
    out += "Sw<" + std::to_string(T::num_bits) + "," + std::to_string(T::num_base) + "," +
           std::to_string(T::num_shft) + ">";
  } else if constexpr (is_mixed_bits_v<T>) {
    out += "M_" + std::to_string(T::static_bits) + "|(" +
           std::to_string(x.dynamic_) + "&" + std::to_string(T::dynamic_mask) + ")=" + std::to_string(x.value());
  } else if constexpr (is_composed_layout_v<T>) {
    repr(out, x.layout_a());
    out += " o ";
    repr(out, x.offset());
    out += " o ";
    repr(out, x.layout_b());
  } else if constexpr (is_counting_iterator<T>::value) {
    out += "counting_iter(";
    repr(out, x.n);
    out += ')';
  } else if constexpr (is_arith_iterator<T>::value) {
    out += "ArithTuple";
    repr(out, x.coord_);
  } else if constexpr (is_tensor_v<T>) {
    repr(out, x.data());
    out += " o ";
    repr(out, x.layout());
  } else if constexpr (std::is_pointer_v<T>) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "ptr[%db](%p)", pointer_bits<std::remove_pointer_t<T>>::value, (void const *)x);
    out += buf;
  } else if constexpr (std::is_convertible_v<T, char const *>) {
    out += (char const *)x;
  } else {
    static_assert(std::is_void_v<T>, "print: no printed form for this type");
  }
}
} // namespace detail

/// The printed form of x as a string.
template <class T> std::string to_string(T const &x) {
  std::string s;
  detail::repr(s, x);
  return s;
}

template <class T> void print(T const &x) {
  std::string s = to_string(x);
  std::fputs(s.c_str(), stdout);
}
inline void print(char const *s) { std::fputs(s, stdout); }
/// printf-style printing, as in CuTe.
template <class A0, class... As> void print(char const *format, A0 const &a0, As const &...as) {
  std::printf(format, a0, as...);
}

template <auto v> std::ostream &operator<<(std::ostream &os, C<v> const &x) { return os << to_string(x); }
template <class... T> std::ostream &operator<<(std::ostream &os, tuple<T...> const &x) { return os << to_string(x); }
template <class... T> std::ostream &operator<<(std::ostream &os, ArithmeticTuple<T...> const &x) {
  return os << to_string(x);
}
template <class T, int... Ns> std::ostream &operator<<(std::ostream &os, ScaledBasis<T, Ns...> const &x) {
  return os << to_string(x);
}
template <class S, class D> std::ostream &operator<<(std::ostream &os, Layout<S, D> const &x) { return os << to_string(x); }
template <class I, class L> std::ostream &operator<<(std::ostream &os, Tensor<I, L> const &x) { return os << to_string(x); }
inline std::ostream &operator<<(std::ostream &os, Underscore const &) { return os << '_'; }
template <int B, int M, int S> std::ostream &operator<<(std::ostream &os, Swizzle<B, M, S> const &x) {
  return os << to_string(x);
}
template <class A, class O, class B> std::ostream &operator<<(std::ostream &os, ComposedLayout<A, O, B> const &x) {
  return os << to_string(x);
}

// ---- print_layout ---------------------------------------------------------------------------
namespace detail {
inline int num_digits(long long x) { return x < 10 ? 1 : 1 + num_digits(x / 10); }
template <class... A> void appendf(std::string &out, char const *format, A const &...a) {
  char buf[256];
  int n = std::snprintf(buf, sizeof buf, format, a...);
  if (n > 0) out.append(buf, std::size_t(n) < sizeof buf ? std::size_t(n) : sizeof buf - 1);
}
} // namespace detail

/// The text print_layout prints: a boxed table of the offsets of a rank-2 layout (rows = mode 0,
/// columns = mode 1), each cell as wide as cosize's digits plus two.
template <class L>
  requires(is_layout_v<L> || is_composed_layout_v<L>)
std::string layout_table_string(L const &l) {
  static_assert(L::rank == 2, "print_layout: the layout must have rank 2");
  std::string out = to_string(l);
  out += '\n';
  int width = detail::num_digits((long long)cosize(l)) + 2;
  char const *delim = "+-----------------------";
  long long M = (long long)size<0>(l), N = (long long)size<1>(l);
  out += "    ";
  for (long long n = 0; n < N; ++n) detail::appendf(out, "  %*lld ", width - 2, n);
  out += '\n';
  for (long long m = 0; m < M; ++m) {
    out += "    ";
    for (long long n = 0; n < N; ++n) detail::appendf(out, "%.*s", width + 1, delim);
    out += "+\n";
    detail::appendf(out, "%2lld  ", m);
    for (long long n = 0; n < N; ++n) detail::appendf(out, "| %*d ", width - 2, int(l(m, n)));
    out += "|\n";
  }
  out += "    ";
  for (long long n = 0; n < N; ++n) detail::appendf(out, "%.*s", width + 1, delim);
  out += "+\n";
  return out;
}
template <class L>
  requires(is_layout_v<L> || is_composed_layout_v<L>)
void print_layout(L const &l) {
  std::string s = layout_table_string(l);
  std::fputs(s.c_str(), stdout);
}

// ---- print_tensor ---------------------------------------------------------------------------
/// One tensor element in CuTe's fixed-width formats.
template <class T> void pretty_print_to(std::string &out, T const &v) {
  using U = std::remove_cvref_t<T>;
  if constexpr (std::is_same_v<U, bool>) detail::appendf(out, "%3d", int(v));
  else if constexpr (std::is_same_v<U, int>) detail::appendf(out, "%5d", int(v));
  else if constexpr (std::is_same_v<U, long> || std::is_same_v<U, long long>) detail::appendf(out, "%5lld", (long long)v);
  else if constexpr (std::is_same_v<U, float>) detail::appendf(out, "%10.2e", double(v));
  else if constexpr (std::is_same_v<U, double>) detail::appendf(out, "%11.3e", v);
  else {
    out += "  ";
    detail::repr(out, v);
  }
}
template <class T> void pretty_print(T const &v) {
  std::string s;
  pretty_print_to(s, v);
  std::fputs(s.c_str(), stdout);
}

/// The text print_tensor prints: the tensor, `:`, then its elements (rank 1 to 4).
template <class I, class L> void tensor_string_to(std::string &out, Tensor<I, L> const &t, bool print_type = true) {
  if (print_type) {
    detail::repr(out, t);
    out += ":\n";
  }
  constexpr int R = L::rank;
  if constexpr (R == 1) {
    for (long long m = 0; m < (long long)size(t); ++m) {
      pretty_print_to(out, t(m));
      out += '\n';
    }
  } else if constexpr (R == 2) {
    for (long long m = 0; m < (long long)size<0>(t); ++m) {
      for (long long n = 0; n < (long long)size<1>(t); ++n) pretty_print_to(out, t(m, n));
      out += '\n';
    }
  } else if constexpr (R == 3) {
    tensor_string_to(out, t(_, _, 0), false);
    for (long long k = 1; k < (long long)size<2>(t); ++k) {
      out.append(std::size_t(5 * (long long)size<1>(t)), '-');
      out += '\n';
      tensor_string_to(out, t(_, _, k), false);
    }
  } else if constexpr (R == 4) {
    tensor_string_to(out, t(_, _, _, 0), false);
    for (long long p = 1; p < (long long)size<3>(t); ++p) {
      out.append(std::size_t(5 * (long long)size<1>(t)), '=');
      out += '\n';
      tensor_string_to(out, t(_, _, _, p), false);
    }
  } else {
    static_assert(R >= 1 && R <= 4, "print_tensor: only tensors of rank 1 to 4 can be printed");
  }
}
template <class I, class L> std::string tensor_string(Tensor<I, L> const &t, bool print_type = true) {
  std::string s;
  tensor_string_to(s, t, print_type);
  return s;
}
template <class I, class L> void print_tensor(Tensor<I, L> const &t, bool print_type = true) {
  std::string s = tensor_string(t, print_type);
  std::fputs(s.c_str(), stdout);
}

} // namespace tilec::layout

#endif // TILEC_LAYOUT_PRINT_HPP
