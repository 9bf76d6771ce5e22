//===- layout/iterators.hpp - implicit iterators ---------------------------===//
//
// A Tensor is an iterator composed with a layout. Besides pointers, two implicit iterators
// produce values on the fly: counting_iterator (integers n, n+1, ...) and
// ArithmeticTupleIterator (coordinates, offset by ArithmeticTuples / basis elements).
//
//===----------------------------------------------------------------------===//
#ifndef TILEC_LAYOUT_ITERATORS_HPP
#define TILEC_LAYOUT_ITERATORS_HPP

#include "tilec/layout/scaled_basis.hpp"

namespace tilec::layout {

template <class T> struct counting_iterator {
  using value_type = T;
  T n{};
  constexpr counting_iterator() = default;
  constexpr counting_iterator(T const &v) : n(v) {}
  constexpr T operator*() const { return n; }
  template <class I> constexpr T operator[](I const &i) const { return T(n + i); }
  template <class I>
    requires(is_integral_v<I>)
  constexpr counting_iterator operator+(I const &i) const {
    return counting_iterator(T(n + i));
  }
  constexpr bool operator==(counting_iterator const &o) const { return n == o.n; }
};

/// Iterator over implicit coordinates: dereferences to its coordinate.
template <class ArithTuple> struct ArithmeticTupleIterator {
  using value_type = ArithTuple;
  ArithTuple coord_{};
  constexpr ArithmeticTupleIterator() = default;
  constexpr ArithmeticTupleIterator(ArithTuple const &c) : coord_(c) {}
  constexpr ArithTuple const &operator*() const { return coord_; }
  template <class O> constexpr auto operator+(O const &offset) const {
    if constexpr (is_constant_v<0, ArithTuple> && is_scaled_basis_v<O>) {
      // An integer start of static zero plus a basis element is that basis element (CuTe
      // prints such coordinates as `1@0`, not as a tuple).
      return ArithmeticTupleIterator<O>(offset);
    } else {
      return add_tuple_offset(offset);
    }
  }
  template <class O> constexpr auto add_tuple_offset(O const &offset) const {
    auto c = arith_add(coord_, offset);
    if constexpr (is_tuple_v<decltype(c)>) {
      auto t = as_arithmetic_tuple(c);
      return ArithmeticTupleIterator<decltype(t)>(t);
    } else {
      return ArithmeticTupleIterator<decltype(c)>(c); // a rank-0 coordinate is an integer
    }
  }
  template <class O> constexpr auto operator[](O const &offset) const { return *(*this + offset); }
};

/// An iterator over coordinates starting at the given coordinate.
template <class T0, class... Ts> constexpr auto make_inttuple_iter(T0 const &t0, Ts const &...ts) {
  if constexpr (sizeof...(Ts) == 0 && is_tuple_v<T0>) {
    auto c = as_arithmetic_tuple(t0);
    return ArithmeticTupleIterator<decltype(c)>(c);
  } else if constexpr (sizeof...(Ts) == 0) {
    return ArithmeticTupleIterator<T0>(t0); // one integer stays an integer (`ArithTuple_0`)
  } else {
    auto c = make_arithmetic_tuple(t0, ts...);
    return ArithmeticTupleIterator<decltype(c)>(c);
  }
}

template <class T> struct is_implicit_iterator_impl : std::false_type {};
template <class T> struct is_implicit_iterator_impl<counting_iterator<T>> : std::true_type {};
template <class T> struct is_implicit_iterator_impl<ArithmeticTupleIterator<T>> : std::true_type {};

/// iterator + offset for pointers and implicit iterators alike.
template <class It, class O> constexpr auto iter_add(It const &it, O const &offset) {
  if constexpr (std::is_pointer_v<It>) return it + std::ptrdiff_t(offset);
  else return it + offset;
}

} // namespace tilec::layout

#endif // TILEC_LAYOUT_ITERATORS_HPP
