cuda_tile.module @m {
  testing$func @early_continue() -> (tile<i32>, tile<i1>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r:3 = for %i in (%zero to %four, step %one) : tile<i32>
        iter_values(%last = %zero, %flag = %t, %next = %t) -> (tile<i32>, tile<i1>, tile<i1>) {
      if %flag {
        %p = print_tko "early %d\n", %i : tile<i32> -> token
        continue %i, %next, %f : tile<i32>, tile<i1>, tile<i1>
      }
      %p = print_tko "late %d\n", %i : tile<i32> -> token
      continue %i, %f, %f : tile<i32>, tile<i1>, tile<i1>
    }
    return %r#0, %r#1 : tile<i32>, tile<i1>
  }
  testing$func @nested() -> (tile<i32>, tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r:3 = for %i in (%zero to %two, step %one) : tile<i32>
        iter_values(%a = %zero, %b = %zero, %first = %t) -> (tile<i32>, tile<i32>, tile<i1>) {
      %inner = for %j in (%zero to %two, step %one) : tile<i32>
          iter_values(%lastj = %zero) -> (tile<i32>) {
        %p = print_tko "(%d, %d)\n", %i, %j : tile<i32>, tile<i32> -> token
        continue %j : tile<i32>
      }
      if %first {
        if %t {
          %p = print_tko "deep continue at %d\n", %i : tile<i32> -> token
          continue %i, %inner, %f : tile<i32>, tile<i32>, tile<i1>
        }
        %p = print_tko "never printed\n" -> token
      }
      continue %i, %inner, %f : tile<i32>, tile<i32>, tile<i1>
    }
    return %r#0, %r#1 : tile<i32>, tile<i32>
  }
  entry @kernel_loop() {
    %zero = constant <i64: 0> : tile<i64>
    %one = constant <i64: 1> : tile<i64>
    %two = constant <i64: 2> : tile<i64>
    for %k in (%zero to %two, step %one) : tile<i64> {
      %p = print_tko "k=%d\n", %k : tile<i64> -> token
    }
    return
  }
  testing$func @error_in_body() {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    for %i in (%zero to %four, step %one) : tile<i32> {
      %p = print_tko "iv=%d\n", %i : tile<i32> -> token
      if %t {
        %checked = assume bounded<?, 1>, %i : tile<i32>
      }
    }
    %p = print_tko "after\n" -> token
    return
  }
}
