// `loop` (tile-ir-ops.md §3.6): the body repeats with the values of its `continue` until a
// `break`, whose values (of types that may differ from the carried ones) are the results.
// Without arithmetic the tests count iterations by rotating i1 flags through the carried
// values and print each iteration.

// Flags (a, b, c) start (f, f, t) and rotate left each iteration; the loop breaks when a is
// true, in the third iteration, with an f32 result unrelated to the carried i1s.
// RUN: tilec run %s --entry rotate | FileCheck %s --check-prefix=ROTATE
// ROTATE: a=0 b=0 c=1
// ROTATE-NEXT: a=0 b=1 c=0
// ROTATE-NEXT: a=1 b=0 c=0
// ROTATE-NEXT: result #0: tile<2xf32> = [2.5, -1]
// ROTATE-NEXT: result #1: tile<i1> = false

// `break` two ifs deep leaves the loop at once; `continue` inside an if skips the rest of the
// body. The carried (a, b) pairs form a queue shifted by one pair per iteration:
// (f, t) continues early, (t, f) reaches the end of the body, (f, f) breaks from the nested ifs.
// RUN: tilec run %s --entry nested_exits | FileCheck %s --check-prefix=EXITS
// EXITS: start a=0 b=1
// EXITS-NEXT: early continue
// EXITS-NEXT: start a=1 b=0
// EXITS-NEXT: end of body
// EXITS-NEXT: start a=0 b=0
// EXITS-NEXT: deep break
// EXITS-NEXT: result #0: tile<i64> = 42

// A loop without carried values, `%r = loop : T`, breaking in its first iteration.
// RUN: tilec run %s --entry no_carried | FileCheck %s --check-prefix=NOCARRY
// NOCARRY: once
// NOCARRY-NEXT: result #0: tile<i32> = 5

// The inner loop's break leaves only the inner loop: the outer loop runs two iterations and
// the inner one each time once.
// RUN: tilec run %s --entry nested_loops | FileCheck %s --check-prefix=NESTED
// NESTED: outer first=1
// NESTED-NEXT: inner
// NESTED-NEXT: outer first=0
// NESTED-NEXT: inner
// NESTED-NEXT: result #0: tile<i16> = 7

// A loop inside a for, breaking at the first iteration of each, and a for inside a loop.
// RUN: tilec run %s --entry mixed | FileCheck %s --check-prefix=MIXED
// MIXED: for 0 loop
// MIXED-NEXT: for 1 loop
// MIXED-NEXT: for 2 loop
// MIXED-NEXT: loop for 0
// MIXED-NEXT: loop for 1
// MIXED-NEXT: result #0: tile<i32> = 2
// MIXED-NEXT: result #1: tile<i32> = 1

// Tokens are carried values and results like tiles.
// RUN: tilec run %s --entry tokens | FileCheck %s --check-prefix=TOKENS
// TOKENS: first
// TOKENS-NEXT: second
// TOKENS-NEXT: done

cuda_tile.module @m {
  testing$func @rotate() -> (tile<2xf32>, tile<i1>) {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r:2 = loop iter_values(%a = %f, %b = %f, %c = %t) : tile<i1>, tile<i1>, tile<i1>
        -> tile<2xf32>, tile<i1> {
      %p = print_tko "a=%d b=%d c=%d\n", %a, %b, %c : tile<i1>, tile<i1>, tile<i1> -> token
      if %a {
        %v = constant <f32: [2.5, -1.0]> : tile<2xf32>
        break %v, %b : tile<2xf32>, tile<i1>
      }
      continue %b, %c, %a : tile<i1>, tile<i1>, tile<i1>
    }
    return %r#0, %r#1 : tile<2xf32>, tile<i1>
  }

  testing$func @nested_exits() -> tile<i64> {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r = loop iter_values(%a = %f, %b = %t, %a1 = %t, %b1 = %f, %a2 = %f, %b2 = %f)
        : tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1> -> tile<i64> {
      %p = print_tko "start a=%d b=%d\n", %a, %b : tile<i1>, tile<i1> -> token
      if %b {
        %q = print_tko "early continue\n" -> token
        continue %a1, %b1, %a2, %b2, %f, %f
            : tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>
      }
      if %a {
        %q = print_tko "end of body\n" -> token
      } else {
        if %t {
          %q = print_tko "deep break\n" -> token
          %v = constant <i64: 42> : tile<i64>
          break %v : tile<i64>
        }
        %q = print_tko "never printed\n" -> token
      }
      continue %a1, %b1, %a2, %b2, %f, %f : tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>, tile<i1>
    }
    return %r : tile<i64>
  }

  testing$func @no_carried() -> tile<i32> {
    %r = loop : tile<i32> {
      %p = print_tko "once\n" -> token
      %five = constant <i32: 5> : tile<i32>
      break %five : tile<i32>
    }
    return %r : tile<i32>
  }

  testing$func @nested_loops() -> tile<i16> {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %seven = constant <i16: 7> : tile<i16>
    %r = loop iter_values(%first = %t) : tile<i1> -> tile<i16> {
      %p = print_tko "outer first=%d\n", %first : tile<i1> -> token
      %inner = loop : tile<i16> {
        %q = print_tko "inner\n" -> token
        break %seven : tile<i16>
      }
      if %first {
        continue %f : tile<i1>
      }
      break %inner : tile<i16>
    }
    return %r : tile<i16>
  }

  testing$func @mixed() -> (tile<i32>, tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %three = constant <i32: 3> : tile<i32>
    %a = for %i in (%zero to %three, step %one) : tile<i32> iter_values(%x = %zero) -> (tile<i32>) {
      %y = loop : tile<i32> {
        %p = print_tko "for %d loop\n", %i : tile<i32> -> token
        break %i : tile<i32>
      }
      continue %y : tile<i32>
    }
    %b = loop : tile<i32> {
      %last = for %j in (%zero to %two, step %one) : tile<i32> iter_values(%x = %zero) -> (tile<i32>) {
        %p = print_tko "loop for %d\n", %j : tile<i32> -> token
        continue %j : tile<i32>
      }
      break %last : tile<i32>
    }
    return %a, %b : tile<i32>, tile<i32>
  }

  testing$func @tokens() {
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %t0 = print_tko "first\n" -> token
    %done = loop iter_values(%tok = %t0, %again = %t) : token, tile<i1> -> token {
      if %again {
        %t1 = print_tko "second\n" token=%tok -> token
        continue %t1, %f : token, tile<i1>
      }
      break %tok : token
    }
    %t2 = print_tko "done\n" token=%done -> token
    return
  }
}
