import { act, render, screen } from '@testing-library/react';
import { CancelCountdown } from './cancel-countdown';

describe('cancel countdown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-22T01:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('counts down every second and says the window has closed at 0', () => {
    const onExpire = jest.fn();
    render(<CancelCountdown deadline={Date.now() + 62_000} onExpire={onExpire} />);
    expect(screen.getByRole('timer')).toHaveTextContent('残り 1分02秒');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('timer')).toHaveTextContent('残り 0分59秒');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('timer')).toHaveTextContent('キャンセル期限を過ぎました');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
