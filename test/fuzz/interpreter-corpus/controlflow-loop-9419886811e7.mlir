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
